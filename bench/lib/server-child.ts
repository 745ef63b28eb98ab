import type { ChildProcess } from 'node:child_process';
import { spawnNode, stopChild, waitForOrigin } from './processes.ts';

export interface ServerChild {
  child: ChildProcess;
  pid: number;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  stop(): Promise<void>;
}

/** Spawns a server script that prints `URL  http://127.0.0.1:PORT/v1` once it listens. */
export async function startServerChild(
  args: readonly string[],
  nodeFlags: readonly string[] = [],
): Promise<ServerChild> {
  const child = spawnNode(args, nodeFlags);
  try {
    const origin = await waitForOrigin(child);
    return { child, pid: child.pid!, origin, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child, 1_000);
    throw error;
  }
}
