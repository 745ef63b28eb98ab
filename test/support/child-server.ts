import { bannerUrl, runCli as run, type CliChild } from '../../scripts/run-cli.ts';

export { repoRoot } from '../../scripts/run-cli.ts';

export interface ChildServer extends CliChild {
  url: string;
}

/**
 * Runs `server/bin.ts` in its own process (Node 24, as `npm start` does) and waits for its banner.
 * @example const child = await spawnServer(['--db', file, '--port', '0']);
 */
export async function spawnServer(args: string[], env: Record<string, string> = {}): Promise<ChildServer> {
  const child = run(args, { env });
  try {
    return { ...child, url: await bannerUrl(child) };
  } catch (error) {
    child.process.kill('SIGKILL');
    throw error;
  }
}

/** Runs the CLI without waiting for anything; for options that make it exit. */
export function runCli(args: string[], env: Record<string, string> = {}): CliChild {
  return run(args, { env });
}
