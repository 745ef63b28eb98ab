import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../../support/child-server.ts';
import { consumersCache } from './cache.ts';
import { run, shown, type Run, type RunOptions } from './run.ts';

/** The consumer projects, users' projects each with its own suite and runner. */
export const projectsDir = join(repoRoot, 'test', 'consumers', 'projects');

/** A consumer project installed in the cache, and a way to run commands in it. */
export interface Consumer {
  dir: string;
  run(command: string, args: string[], options?: Omit<RunOptions, 'cwd'>): Promise<Run>;
}

/** What an install leaves that the next run reuses. */
const kept = new Set(['node_modules', 'package-lock.json']);

/** The package.json the last install in a project was run with; inside node_modules, so gone with it. */
const installedManifest = (dir: string) => join(dir, 'node_modules', '.animal-store-mock-installed.json');

/**
 * Copies test/consumers/projects/<stack> into the cache, points its `animal-store-mock`
 * dependency at the tarball and installs, from npm's cache first; a second run only swaps the
 * tarball, and none at all when the package.json is the one installed last time (the tarball is
 * named by its content: the same name is the same package).
 */
export async function installConsumer(stack: string, tarball: string): Promise<void> {
  const source = join(projectsDir, stack);
  const { dir } = consumer(stack);
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir))
    if (!kept.has(name)) await rm(join(dir, name), { recursive: true, force: true });
  await cp(source, dir, { recursive: true });

  const manifest = JSON.parse(await readFile(join(source, 'package.json'), 'utf8'));
  if (!manifest.devDependencies?.['animal-store-mock'])
    throw new Error(`${source}/package.json does not list animal-store-mock`);
  manifest.devDependencies['animal-store-mock'] = `file:${tarball}`;
  const written = `${JSON.stringify(manifest, null, 2)}\n`;
  await writeFile(join(dir, 'package.json'), written);
  if ((await readFile(installedManifest(dir), 'utf8').catch(() => undefined)) === written) return;

  // Playwright's browsers cannot be downloaded here; the browser project is told which Chromium to use.
  const env = { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const installed = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    env,
    timeoutMs: 300_000,
  });
  if (installed.code !== 0) throw new Error(`npm install in ${dir}\n${shown(installed)}`);
  await writeFile(installedManifest(dir), written);
}

/** A consumer project that the consumer tests' global setup installed. */
export function consumer(stack: string): Consumer {
  const dir = join(consumersCache, stack);
  return { dir, run: (command, args, options = {}) => run(command, args, { ...options, cwd: dir }) };
}
