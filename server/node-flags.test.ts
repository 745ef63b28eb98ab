import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../scripts/run-cli.ts';
import { serverNodeFlags } from './node-flags.ts';

const read = (path: string) => readFileSync(`${repoRoot}${path}`, 'utf8');

// The soak, the bench and the tests start the server with serverNodeFlags: users must get the same.
describe("the server's V8 flags", () => {
  it("are on the bin's first line, which npx and an installed bin run", () => {
    expect(read('server/bin.ts').split('\n')[0]).toBe(`#!/usr/bin/env -S node ${serverNodeFlags.join(' ')}`);
  });

  it('are in npm start', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(scripts.start).toBe(`node ${serverNodeFlags.join(' ')} server/start.js`);
  });
});
