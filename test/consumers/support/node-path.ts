import { expect } from 'vitest';
import type { Consumer } from './consumer-project.ts';
import { nodeVersions, type NodeName } from './node-versions.ts';
import { shown } from './run.ts';

/** The PATH folders that make `node` (and so npm and npx) in `project` the named version; checked. */
export async function nodePath(project: Consumer, bins: Record<NodeName, string>, name: NodeName): Promise<string[]> {
  const path = [bins[name]];
  const version = await project.run('node', ['--version'], { path });
  expect(version.stdout.trim(), shown(version)).toBe(`v${nodeVersions[name]}`);
  return path;
}
