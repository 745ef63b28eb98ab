import { CommanderError, type Command } from 'commander';

/** A command line commander refused has been explained already: help and version end with 0, anything else is a usage error (2). */
export function exitOnCommanderError(error: unknown): void {
  if (error instanceof CommanderError) process.exit(error.exitCode === 0 ? 0 : 2);
}

/**
 * Runs a commander program over the words after its name; errors other than commander's propagate.
 * @example await runProgram(program, ['validate', 'my.json'])
 */
export async function runProgram(program: Command, args: readonly string[]): Promise<void> {
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    exitOnCommanderError(error);
    throw error;
  }
}
