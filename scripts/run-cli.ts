import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../server/node-flags.ts';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const binPath = fileURLToPath(new URL('../server/bin.ts', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A running `server/bin.ts` and what it printed so far. */
export interface CliChild {
  process: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
}

export interface RunCliOptions {
  env?: Record<string, string>;
  /** Working directory; the repository root by default. */
  cwd?: string;
  /** Flags for Node itself, before the script (e.g. `--expose-gc`). */
  nodeArgs?: string[];
  /** The Node binary; this process's by default. */
  node?: string;
  /** The CLI's entry script; `server/bin.ts` by default (an installed package's `dist/server/bin.js`, say). */
  script?: string;
}

/**
 * Runs the CLI on this Node (24 under npm), or the one given, with the flags its bin's first line
 * gives it (`node file` reads no first line), without waiting for anything. The
 * outer shell's `PORT` and keys never leak in: a caller that wants them passes them in `env`.
 * @example const child = runCli(['--port', '0', '--in-memory']); const url = await bannerUrl(child);
 */
export function runCli(
  args: string[],
  { env = {}, cwd = repoRoot, nodeArgs = [], node = process.execPath, script = binPath }: RunCliOptions = {},
): CliChild {
  const child = spawn(node, [...serverNodeFlags, ...nodeArgs, script, ...args], {
    cwd,
    env: {
      ...process.env,
      PORT: undefined,
      ANIMAL_STORE_API_KEYS: undefined,
      ANIMAL_STORE_UPSTREAM_KEY: undefined,
      ANIMAL_STORE_ALLOWED_HOSTS: undefined,
      NO_COLOR: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { process: child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Waits (bounded) for the banner and returns the API's base URL, ending in `/v1`. */
export function bannerUrl(child: CliChild, timeoutMs = 15_000): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no banner within ${timeoutMs} ms:\n${child.stdout()}\n${child.stderr()}`)),
      timeoutMs,
    );
    const look = () => {
      const found = /URL\s+\S*?(http:\/\/\S+\/v1)/.exec(child.stdout());
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.process.stdout!.on('data', look);
    look();
    void child.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before its banner:\n${child.stdout()}\n${child.stderr()}`));
    });
  });
}
