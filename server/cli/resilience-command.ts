import { Ajv2020 } from 'ajv/dist/2020.js';
import { Command, InvalidArgumentError } from 'commander';
import {
  formatResilienceJunit,
  formatResilienceMarkdown,
  formatResilienceTable,
  gateResilience,
  mergeResilience,
  resilienceOptionNames,
  resilienceOptions,
  type ResilienceDocument,
  type ResilienceOptions,
} from '../../core/resilience/index.ts';
import schema from '../../spec/resilience.schema.json' with { type: 'json' };
import { readAdminDocuments, SourceInputError, type AdminDocumentKind } from './read-admin-documents.ts';
import { exitOnCommanderError } from './run-program.ts';
import { collect, reportFileName, writeReports } from './write-reports.ts';

// `animal-store-mock resilience <file|folder|url>... [--json f] [--markdown f] [--junit f] [--require checks]`.
// Exit codes: 0 done (required checks passed), 1 a required check failed or was not exercised, 2 bad input or command line.

interface ResilienceFlags extends Partial<ResilienceOptions> {
  adminToken?: string;
  json?: string;
  markdown?: string;
  junit?: string;
  require?: string[];
  quiet?: boolean;
}

const resilienceKind: AdminDocumentKind<ResilienceDocument> = {
  route: '/resilience',
  label: 'resilience JSON',
  validate: new Ajv2020({ allErrors: true, strict: false }).compile<ResilienceDocument>(schema),
};

const program = new Command('animal-store-mock resilience')
  .description('Merge resilience verdicts (files, folders, or a running server), print them, write reports, and gate CI on named checks.')
  .argument('<sources...>', 'resilience JSON files, folders of them, or a server URL (http://127.0.0.1:4010, ?sandbox=<name> for a sandbox)')
  .option('--admin-token <token>', "the server's admin token, when reading a URL that needs it")
  .option('--json <file>', 'write the merged verdicts JSON here', reportFileName)
  .option('--markdown <file>', 'write a Markdown report here (for a CI job summary)', reportFileName)
  .option('--junit <file>', 'write JUnit XML here: each check a test case, a failure when it failed, skipped when not exercised', reportFileName)
  .option('--require <checks>', 'exit 1 unless each of these checks passed, comma-separated (repeatable)', collect)
  .option('--max-attempts <n>', 'for URLs: consecutive failed attempts allowed, the first included (default 11)', integer)
  .option('--storm <n>', 'for URLs: requests allowed in the second after a failure (default 10)', integer)
  .option('--give-up-after <ms>', 'for URLs: longest wait on an injected timeout or latency (default 30000)', integer)
  .option('--tolerance <ms>', 'for URLs: slack for timers and the network (default 100)', integer)
  .option('--quiet', 'print no table')
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride()
  .action(async (sources: string[], flags: ResilienceFlags) => {
    const given = Object.fromEntries(resilienceOptionNames.flatMap((name) => (flags[name] === undefined ? [] : [[name, flags[name]]])));
    const parsed = resilienceOptions(given);
    if ('error' in parsed) throw new SourceInputError(parsed.error.message);
    const query = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)]));
    const documents = await readAdminDocuments(sources, resilienceKind, { adminToken: flags.adminToken, query });
    const merged = mergeResilience(documents[0]!, ...documents.slice(1));
    if ('error' in merged) throw new SourceInputError(merged.error.message);
    const { resilience } = merged;
    const gated = gateResilience(resilience, flags.require ?? []);
    if ('error' in gated) throw new SourceInputError(gated.error.message);
    await writeReports(reports(resilience, flags));
    if (!flags.quiet) process.stdout.write(formatResilienceTable(resilience));
    if (gated.gate.passed) return;
    for (const problem of gated.gate.problems) console.error(`resilience gate: ${problem}`);
    process.exitCode = 1;
  });

function reports(resilience: ResilienceDocument, { json, markdown, junit }: ResilienceFlags): [string | undefined, () => string][] {
  return [
    [json, () => `${JSON.stringify(resilience, null, 2)}\n`],
    [markdown, () => formatResilienceMarkdown(resilience)],
    [junit, () => formatResilienceJunit(resilience)],
  ];
}

function integer(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError('expected a whole number.');
  return Number(text);
}

/**
 * Runs the `resilience` subcommand with the arguments after its name.
 * @example await runResilienceCommand(['resilience/', '--require', 'retry-after,no-blind-create-retry'])
 */
export async function runResilienceCommand(args: readonly string[]): Promise<void> {
  try {
    await program.parseAsync(args, { from: 'user' });
  } catch (error) {
    exitOnCommanderError(error);
    if (!(error instanceof SourceInputError)) throw error;
    console.error(`animal-store-mock resilience: ${error.message}`);
    process.exit(2);
  }
}
