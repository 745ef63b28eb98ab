import { execFile } from 'node:child_process';
import { delimiter, dirname } from 'node:path';

export interface Run {
  code: number | string | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  /** Folders put first on PATH: the `node` (and so `npm`, `npx`) a command runs on. Node 24 by default. */
  path?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** The environment of a child npm/npx: nothing of this npm run or vitest worker, `path` first on PATH. */
export function childEnv(path: string[], extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const inherited =
      /^VITEST/i.test(name) ||
      /^npm_(package|lifecycle)_/i.test(name) ||
      /^(npm_command|npm_execpath|npm_node_execpath|npm_config_local_prefix|NODE|NODE_OPTIONS|NODE_ENV|INIT_CWD)$/i.test(
        name,
      );
    if (!inherited) env[name] = value;
  }
  env.PATH = [...path, dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  return { ...env, NO_COLOR: '1', ...extra };
}

/** Runs a command to its end (bounded) and keeps what it printed; never rejects. */
export function run(
  command: string,
  args: string[],
  { cwd, path = [], env = {}, timeoutMs = 120_000 }: RunOptions,
): Promise<Run> {
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd, env: childEnv(path, env), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        done({ code: error ? ((error as { code?: number | string }).code ?? 'failed') : 0, stdout, stderr });
      },
    );
  });
}

/** A run as an assertion message: its exit and the end of its output. */
export const shown = ({ code, stdout, stderr }: Run) =>
  `exit ${code}\n--- stdout ---\n${stdout.slice(-6000)}\n--- stderr ---\n${stderr.slice(-6000)}`;
