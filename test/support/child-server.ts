import { runCli as run, type CliChild } from '../../scripts/run-cli.ts';

export { repoRoot } from '../../scripts/run-cli.ts';

export interface ChildServer extends CliChild {
  url: string;
}

/** Runs the CLI without waiting for anything; for options that make it exit. */
export function runCli(args: string[], env: Record<string, string> = {}): CliChild {
  return run(args, { env });
}
