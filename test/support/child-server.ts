import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const binPath = fileURLToPath(new URL('../../server/bin.ts', import.meta.url));

export interface ChildServer {
  process: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs `server/bin.ts` in its own process (Node 24, as `npm start` does) and waits for its banner.
 * @example const child = await spawnServer(['--db', file, '--port', '0']);
 */
export async function spawnServer(args: string[], env: Record<string, string> = {}): Promise<ChildServer> {
  const child = runCli(args, env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 15 s:\n${child.stdout()}\n${child.stderr()}`)), 15_000);
    child.process.stdout!.on('data', () => {
      const found = /URL\s+\S*?(http:\/\/\S+\/v1)/.exec(child.stdout());
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    void child.exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before its banner:\n${child.stderr()}`));
    });
  });
  return { ...child, url };
}

/** Runs the CLI without waiting for anything; for options that make it exit. */
export function runCli(args: string[], env: Record<string, string> = {}): Omit<ChildServer, 'url'> {
  const child = spawn(process.execPath, [binPath, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, stdout: () => stdout, stderr: () => stderr, exited };
}
