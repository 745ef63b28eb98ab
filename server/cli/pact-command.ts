import { Command } from 'commander';
import { mergePacts, type PactSource } from '../../core/reports/merge-pacts.ts';
import { failed, printOrWrite } from './cli-output.ts';
import { filesOf, SourceInputError } from './read-admin-documents.ts';
import { readPactFile } from './read-pact-file.ts';
import { runProgram } from './run-program.ts';

// `animal-store-mock pact merge <files or folders...> [--out file]`. Exit codes: 0 done, 2 bad input or command line.

const program = new Command('animal-store-mock pact')
  .description('Work with the pacts the mock writes (GET /__admin/pact, sandbox.pact()).')
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride();

program
  .command('merge <files...>')
  .usage('<files or folders...> [--out file]')
  .description("unite parallel workers' pacts: one consumer, provider and version; one answer per description")
  .option('--out <file>', 'write the merged pact here (default: stdout)')
  .action(async (files: string[], { out }: { out?: string }) => {
    process.exitCode = await merge(files, out);
  });

async function merge(paths: string[], out: string | undefined): Promise<number> {
  const files: string[] = [];
  for (const path of paths) {
    try {
      files.push(...(await filesOf(path)));
    } catch (error) {
      if (error instanceof SourceInputError) return failed(error.message);
      throw error;
    }
  }
  const sources: PactSource[] = [];
  for (const file of files) {
    const read = await readPactFile(file);
    if (!read.ok) return failed(read.line);
    sources.push({ source: file, pact: read.pact });
  }
  const merged = mergePacts(sources);
  if (!merged.ok) return failed(`cannot merge: ${merged.message}`);
  return printOrWrite(
    `${JSON.stringify(merged.pact, null, 2)}\n`,
    out,
    `: ${merged.pact.interactions.length} interactions from ${files.length} files`,
  );
}

/**
 * Runs the `pact` command with the arguments after its name.
 * @example await run(['merge', 'a.json', 'b.json', '--out', 'pact.json'])
 */
export async function run(args: readonly string[]): Promise<void> {
  await runProgram(program, args);
}
