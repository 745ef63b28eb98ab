import { InvalidArgumentError, Option } from 'commander';
import {
  gateResilience,
  resilienceOptionNames,
  resilienceOptions,
  resilienceReport,
  type ResilienceDocument,
  type ResilienceOptions,
} from '../../core/reports/resilience.ts';
import schema from '../../spec/resilience.schema.json' with { type: 'json' };
import { SourceInputError } from './read-admin-documents.ts';
import { reportCommand, type ReportFlags } from './report-command.ts';
import { collect } from './write-reports.ts';

// `animal-store-mock resilience <file|folder|url>... [--json f] [--markdown f] [--junit f] [--require checks]`: the report
// command's shape; a required check not exercised is unmet too.

interface ResilienceFlags extends ReportFlags, Partial<ResilienceOptions> {
  require?: string[];
}

/**
 * Runs the `resilience` subcommand with the arguments after its name.
 * @example await runResilienceCommand(['resilience/', '--require', 'retry-after,no-blind-create-retry'])
 */
export const runResilienceCommand = reportCommand<ResilienceDocument, ResilienceFlags>(resilienceReport, schema, {
  operation: 'getResilience',
  description:
    'Merge resilience verdicts (files, folders, or a running server), print them, write reports, and gate CI on named checks.',
  sources:
    'resilience JSON files, folders of them, or a server URL (http://127.0.0.1:4010, ?sandbox=<name> for a sandbox)',
  json: 'write the merged verdicts JSON here',
  junit: 'write JUnit XML here: each check a test case, a failure when it failed, skipped when not exercised',
  // The judging options go to a server as its query; files were judged already.
  query(flags) {
    const given = Object.fromEntries(
      resilienceOptionNames.flatMap((name) => (flags[name] === undefined ? [] : [[name, flags[name]]])),
    );
    const parsed = resilienceOptions(given);
    if ('error' in parsed) throw new SourceInputError(parsed.error.message);
    return Object.fromEntries(Object.entries(given).map(([name, value]) => [name, String(value)]));
  },
  options: [
    new Option(
      '--require <checks>',
      'exit 1 unless each of these checks passed, comma-separated (repeatable)',
    ).argParser(collect),
    new Option(
      '--max-attempts <n>',
      'for URLs: consecutive failed attempts allowed, the first included (default 11)',
    ).argParser(integer),
    new Option('--storm <n>', 'for URLs: requests allowed in the second after a failure (default 10)').argParser(
      integer,
    ),
    new Option(
      '--give-up-after <ms>',
      'for URLs: longest wait on an injected timeout or latency (default 30000)',
    ).argParser(integer),
    new Option('--tolerance <ms>', 'for URLs: slack for timers and the network (default 50)').argParser(integer),
  ],
  gate: (resilience, { require = [] }) => gateResilience(resilience, require),
});

function integer(text: string): number {
  if (!/^\d+$/.test(text.trim())) throw new InvalidArgumentError('expected a whole number.');
  return Number(text);
}
