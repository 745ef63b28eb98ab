import { Command, InvalidArgumentError } from 'commander';
import {
  formatCoverageJunit,
  formatCoverageMarkdown,
  formatCoverageTable,
  gateCoverage,
  mergeCoverage,
  type CoverageDocument,
} from '../../core/coverage/index.ts';
import { CoverageInputError, readCoverageSources } from './read-coverage.ts';
import { exitOnCommanderError } from './run-program.ts';
import { collect, reportFileName, writeReports } from './write-reports.ts';

// `animal-store-mock coverage <file|folder|url>... [--json f] [--markdown f] [--junit f] [gates]`.
// Exit codes: 0 done (gates met), 1 a gate failed (its holes named), 2 bad input or command line.

interface CoverageOptions {
  adminToken?: string;
  json?: string;
  markdown?: string;
  junit?: string;
  minResponses?: number;
  minFailures?: number;
  require?: string[];
  quiet?: boolean;
}

const program = new Command('animal-store-mock coverage')
  .description('Merge coverage JSON (files, folders, or a running server), print it, write reports, and gate CI on it.')
  .argument('<sources...>', 'coverage JSON files, folders of them, or a server URL (http://127.0.0.1:4010)')
  .option('--admin-token <token>', "the server's admin token, when reading a URL that needs it")
  .option('--json <file>', 'write the merged coverage JSON here', reportFileName)
  .option('--markdown <file>', 'write a Markdown report here (for a CI job summary)', reportFileName)
  .option('--junit <file>', 'write JUnit XML here: each documented status and failure kind a test case, a hole a failure', reportFileName)
  .option('--min-responses <percent>', 'exit 1 unless at least this share of documented responses was answered', percent)
  .option('--min-failures <percent>', 'exit 1 unless at least this share of failure kinds was injected', percent)
  .option('--require <cells>', 'exit 1 unless each was seen: operationId:status or operationId:kind, comma-separated (repeatable)', collect)
  .option('--quiet', 'print no table')
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride()
  .action(async (sources: string[], options: CoverageOptions) => {
    const documents = await readCoverageSources(sources, { adminToken: options.adminToken });
    const merged = mergeCoverage(documents[0]!, ...documents.slice(1));
    if ('error' in merged) throw new CoverageInputError(merged.error.message);
    const { coverage } = merged;
    const gated = gateCoverage(coverage, {
      ...(options.minResponses !== undefined && { minResponses: options.minResponses }),
      ...(options.minFailures !== undefined && { minFailures: options.minFailures }),
      require: options.require ?? [],
    });
    if ('error' in gated) throw new CoverageInputError(gated.error.message);
    await writeReports(reports(coverage, options));
    if (!options.quiet) process.stdout.write(formatCoverageTable(coverage));
    const { gate } = gated;
    if (gate.passed) return;
    for (const problem of gate.problems) console.error(`coverage gate: ${problem}`);
    process.exitCode = 1;
  });

function reports(coverage: CoverageDocument, { json, markdown, junit }: CoverageOptions): [string | undefined, () => string][] {
  return [
    [json, () => `${JSON.stringify(coverage, null, 2)}\n`],
    [markdown, () => formatCoverageMarkdown(coverage)],
    [junit, () => formatCoverageJunit(coverage)],
  ];
}

function percent(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !(value >= 0 && value <= 100)) throw new InvalidArgumentError('a percentage is a number in 0..100.');
  return value;
}

/**
 * Runs the `coverage` subcommand with the arguments after its name.
 * @example await runCoverageCommand(['coverage/', '--require', 'listPets:503'])
 */
export async function runCoverageCommand(args: readonly string[]): Promise<void> {
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    exitOnCommanderError(error);
    if (!(error instanceof CoverageInputError)) throw error;
    console.error(`animal-store-mock coverage: ${error.message}`);
    process.exit(2);
  }
}
