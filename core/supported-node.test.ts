import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedNode, unsupportedNode } from './supported-node.ts';
import { repoRoot } from '../test/support/child-server.ts';

describe('the Node version check', () => {
  it("names the range of package.json's engines", () => {
    const { engines } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(engines.node).toBe(supportedNode);
  });

  it.for(['18.20.8', '20.20.2', '22.12.0', '23.0.0', '23.11.1'])('refuses Node %s, naming it', (version) => {
    expect(unsupportedNode(version)).toBe(
      `animal-store-mock needs Node 22.13 or newer, but not 23 (engines: ^22.13.0 || >=24.0.0); this is Node ${version}. Upgrade Node, e.g. to 24 LTS.`,
    );
  });

  it.for(['22.13.0', '22.23.3', '24.0.0', '24.11.1', '26.10.0', '30.0.0'])('accepts Node %s', (version) => {
    expect(unsupportedNode(version)).toBeUndefined();
  });
});
