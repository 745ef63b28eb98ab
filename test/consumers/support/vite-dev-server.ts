import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { childEnv } from './run.ts';

/** A project's own `vite` dev server, running. */
export interface ViteDevServer {
  /** Where it serves the page, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `vite` (development, as `npx vite` does) in a project on a free port of 127.0.0.1 and
 * waits (bounded) for the URL it prints; it reads the project's .env files as a user's would.
 * @example const dev = await startViteDev(app.dir); await page.goto(dev.url); await dev.stop();
 */
export function startViteDev(dir: string, timeoutMs = 30_000): Promise<ViteDevServer> {
  const child = spawn(
    process.execPath,
    [join(dir, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', '--port', '0'],
    {
      cwd: dir,
      env: childEnv([], {}),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise<ViteDevServer>((resolve, reject) => {
    let serving = false;
    const fail = (why: string) => {
      clearTimeout(timer);
      if (!serving) void stop().then(() => reject(new Error(`vite ${why}:\n${printed}`)));
    };
    const timer = setTimeout(() => fail(`printed no URL within ${timeoutMs} ms`), timeoutMs);
    const look = (chunk: Buffer) => {
      printed += chunk;
      const found = /Local:\s+(http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed);
      if (found && !serving) {
        serving = true;
        clearTimeout(timer);
        resolve({ url: found[1]!, stop });
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then(() => fail('exited before it served'));
  });
}
