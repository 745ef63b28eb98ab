import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { consumersCache } from './cache.ts';
import { run, shown } from './run.ts';

/**
 * The Node versions the consumer suites run on besides the pinned 24 (this process's): the lowest
 * that package.json's `engines` allows, the newest major, and one below the floor, which must get
 * a clear refusal.
 */
export const nodeVersions = { lowest: '22.13.0', newest: '26.10.0', unsupported: '20.20.2' } as const;

export type NodeName = keyof typeof nodeVersions;

/** Installs `node@version` from the npm registry into the cache (once); returns the folder of its binary. */
export async function installNode(version: string): Promise<string> {
  const dir = join(consumersCache, `node-${version}`);
  const bin = join(dir, 'node_modules', 'node', 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), '{ "private": true }\n');
  const installed = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `node@${version}`], { cwd: dir, timeoutMs: 240_000 });
  if (installed.code !== 0 || !existsSync(join(bin, 'node'))) throw new Error(`npm install node@${version} in ${dir}\n${shown(installed)}`);
  return bin;
}
