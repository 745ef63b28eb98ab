import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nodesCache } from './cache.ts';
import { run, shown } from './run.ts';

/**
 * The Node versions the consumer suites run on besides the pinned 24 (this process's): the lowest
 * that package.json's `engines` allows, the newest major, and one below the floor, which must get
 * a clear refusal.
 */
export const nodeVersions = { lowest: '22.13.0', newest: '26.10.0', unsupported: '20.20.2' } as const;

export type NodeName = keyof typeof nodeVersions;

/** Installs `node@version` from the npm registry into the shared cache (once); returns the folder of its binary. */
export async function installNode(version: string): Promise<string> {
  const dir = join(nodesCache, `node-${version}`);
  const bin = (root: string) => join(root, 'node_modules', 'node', 'bin');
  if (existsSync(join(bin(dir), 'node'))) return bin(dir);
  await mkdir(nodesCache, { recursive: true });
  // Installed aside, then renamed into place: another checkout's run may be installing it too.
  const aside = await mkdtemp(`${dir}-`);
  try {
    await writeFile(join(aside, 'package.json'), '{ "private": true }\n');
    const installed = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `node@${version}`], {
      cwd: aside,
      timeoutMs: 240_000,
    });
    if (installed.code !== 0 || !existsSync(join(bin(aside), 'node')))
      throw new Error(`npm install node@${version} in ${aside}\n${shown(installed)}`);
    await rename(aside, dir).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(join(bin(dir), 'node'))) throw error;
    });
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
  return bin(dir);
}
