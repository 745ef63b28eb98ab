import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The Prism CLI's JS entry, run with this process's Node (the bin's shebang may find another one). */
function prismEntry(): string {
  const packageDir = join(projectRoot, 'node_modules', '@stoplight', 'prism-cli');
  const { bin } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin: Record<string, string> };
  return join(packageDir, bin.prism!);
}

export interface RunningPrism {
  /** Origin Prism listens on, `http://127.0.0.1:<port>`; spec paths go right after it (`/pets`). */
  url: string;
  /** The last lines Prism printed, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

export interface PrismOptions {
  specPath: string;
  /** Base URL of the server behind Prism; spec paths are appended to it (`http://127.0.0.1:1234/v1`). */
  upstream: string;
  /** `--errors`: refuse invalid requests, and turn response violations of severity Error into a 500. */
  errors: boolean;
  startTimeoutMs?: number;
}

const ansi = /\u001b\[[0-9;]*m/g;

/**
 * Starts `prism proxy` on 127.0.0.1 and a free port (Prism accepts `--port 0` and prints the port it got).
 * @example const prism = await startPrism({ specPath, upstream: server.url, errors: true }); await prism.stop();
 */
export async function startPrism({
  specPath,
  upstream,
  errors,
  startTimeoutMs = 25_000,
}: PrismOptions): Promise<RunningPrism> {
  const args = [
    prismEntry(),
    'proxy',
    specPath,
    upstream,
    '--host',
    '127.0.0.1',
    '--port',
    '0',
    ...(errors ? ['--errors'] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Should the test process end without afterAll (a crash), Prism must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      process.off('exit', killOnExit);
      resolve();
    }),
  );
  let ready: (url: string) => void = () => {};
  const listening = new Promise<string>((resolve) => (ready = resolve));
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').replace(ansi, '').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      const found = /Prism is listening on (http:\/\/\S+)/.exec(line);
      if (found) ready(found[1]!.replace(/\/$/, ''));
    }
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const log = () => lines.slice(-12).join('\n');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(killer);
  };

  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    listening,
    exited.then(
      () => new Error(`prism exited (code ${child.exitCode}, signal ${child.signalCode}) before listening:\n${log()}`),
    ),
    new Promise<Error>(
      (resolve) =>
        (timer = setTimeout(
          () => resolve(new Error(`prism did not listen within ${startTimeoutMs} ms:\n${log()}`)),
          startTimeoutMs,
        )),
    ),
  ]);
  clearTimeout(timer);
  if (outcome instanceof Error) {
    await stop();
    throw outcome;
  }
  return { url: outcome, log, stop };
}
