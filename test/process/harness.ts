import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bannerUrl, repoRoot, runCli, type CliChild, type Exit, type RunCliOptions } from '../../scripts/run-cli.ts';
import type { DurableDb } from '../support/durable-db.ts';

/**
 * Child-process harness for the tests in this folder. Like `test/support/child-server.ts`, it runs
 * `server/bin.ts` in its own Node process, but it also lets a test pick the working directory, and it
 * tracks every child and temp dir it made so that `cleanup()` (in `afterEach`) leaves nothing behind,
 * even when a start-up never printed its banner. Requests to it are in test/support/requests.ts: the
 * servers started here take any bearer token, the test key among them.
 */

export { repoRoot };
export type { Exit };
export type Child = CliChild;

export interface Server extends Child {
  /** Base URL of the API, ending in `/v1`, as the banner printed it. */
  url: string;
}

export type SpawnOptions = Pick<RunCliOptions, 'env' | 'cwd' | 'script'>;

export class Harness {
  readonly #children = new Set<Child>();
  readonly #dirs: string[] = [];

  /** A fresh empty directory under the OS temp dir, removed by `cleanup()`. */
  async tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'animal-store-process-'));
    this.#dirs.push(dir);
    return dir;
  }

  /** Starts the CLI without waiting for anything. */
  run(args: string[], options: SpawnOptions = {}): Child {
    const handle = runCli(args, options);
    this.#children.add(handle);
    return handle;
  }

  /** Starts the server and waits (bounded) for the URL in its banner. */
  async start(args: string[], options: SpawnOptions = {}): Promise<Server> {
    const child = this.run(args, options);
    return { ...child, url: await bannerUrl(child) };
  }

  /** Runs the CLI to its end (bounded: killed and failed after `ms`). */
  async runToExit(args: string[], options: SpawnOptions = {}, ms = 15_000): Promise<Child & Exit> {
    const child = this.run(args, options);
    const exit = await exitWithin(child, ms);
    return { ...child, ...exit };
  }

  /** Sends `signal` and waits (bounded) for the exit. */
  async stop(child: Child, signal: NodeJS.Signals = 'SIGTERM', ms = 15_000): Promise<Exit> {
    child.process.kill(signal);
    return exitWithin(child, ms);
  }

  /** Kills every child still running, waits for each, removes the temp dirs. */
  async cleanup(): Promise<void> {
    const children = [...this.#children];
    this.#children.clear();
    await Promise.all(
      children.map(async (child) => {
        if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
        await child.exited;
      }),
    );
    const dirs = this.#dirs.splice(0);
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** Waits for the child's exit; kills it and throws when it takes longer than `ms`. */
export async function exitWithin(child: Child, ms: number): Promise<Exit> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.process.kill('SIGKILL');
      reject(new Error(`process did not exit within ${ms} ms:\n${child.stdout()}\n${child.stderr()}`));
    }, ms);
  });
  try {
    return await Promise.race([child.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type DbFile = DurableDb['file'];

/** The db file, parsed (without its append log: test/support/durable-db.ts reads both). */
export async function readDb(path: string): Promise<DbFile> {
  return JSON.parse(await readFile(path, 'utf8')) as DbFile;
}
