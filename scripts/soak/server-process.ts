import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const binPath = fileURLToPath(new URL('../../server/bin.ts', import.meta.url));
const preloadPath = fileURLToPath(new URL('./stats-preload.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  stdout(): string;
  stderr(): string;
  /** Set once the process has ended. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `server/bin.ts` on this Node (24 under npm) with the stats preload (event-loop delay,
 * memory after a full GC: hence --expose-gc), and waits (bounded) for the URL in its banner.
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', preloadPath, binPath, ...args], {
    cwd: repoRoot,
    env: { ...process.env, PORT: undefined, ANIMAL_STORE_API_KEYS: undefined, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const server: Omit<ServerProcess, 'port'> & { port: number } = {
    child,
    pid: child.pid!,
    port: 0,
    stdout: () => stdout,
    stderr: () => stderr,
    exit: undefined,
    exited: new Promise((resolve) => child.on('exit', (code, signal) => {
      server.exit = { code, signal };
      resolve({ code, signal });
    })),
  };
  server.port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 60 s:\n${stdout}\n${stderr}`)), 60_000);
    child.stdout.on('data', () => {
      const found = /URL\s+\S*?http:\/\/127\.0\.0\.1:(\d+)\/v1/.exec(stdout);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    void server.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before its banner:\n${stdout}\n${stderr}`));
    });
  });
  return server;
}

/** Resident set size of a process in KiB (VmRSS), or undefined once it is gone. */
export function rssKiB(pid: number): number | undefined {
  try {
    const found = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return found ? Number(found[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface Descriptors {
  total: number;
  sockets: number;
  /** Every descriptor and what it points at, to explain a leak. */
  targets: string[];
}

/** The open file descriptors of a process, from /proc/<pid>/fd. */
export function descriptors(pid: number): Descriptors {
  const targets: string[] = [];
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      targets.push(`${fd} -> ${readlinkSync(`/proc/${pid}/fd/${fd}`)}`);
    } catch {
      // closed between the listing and the readlink
    }
  }
  return { total: targets.length, sockets: targets.filter((target) => target.includes('socket:')).length, targets };
}
