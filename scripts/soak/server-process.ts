import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { bannerUrl, runCli } from '../run-cli.ts';

export { repoRoot } from '../run-cli.ts';
const preloadPath = fileURLToPath(new URL('./stats-preload.ts', import.meta.url));
const leakPreloadPath = fileURLToPath(new URL('./leak-preload.ts', import.meta.url));

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
 * With `SOAK_INJECT_LEAK_BYTES` set in this process's environment (tests only), the server also
 * gets the leak preload, which keeps that many bytes per request.
 */
export async function startServer(args: string[], env: Record<string, string>): Promise<ServerProcess> {
  const leak = process.env.SOAK_INJECT_LEAK_BYTES ? ['--import', leakPreloadPath] : [];
  const started = runCli(args, { env, nodeArgs: ['--expose-gc', '--import', preloadPath, ...leak] });
  const server: ServerProcess = {
    child: started.process,
    pid: started.process.pid!,
    port: 0,
    stdout: started.stdout,
    stderr: started.stderr,
    exit: undefined,
    exited: started.exited.then((exit) => (server.exit = exit)),
  };
  server.port = Number(new URL(await bannerUrl(started, 60_000)).port);
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
