import { InvalidArgumentError, Option } from 'commander';
import { coverageReport, gateCoverage, type CoverageDocument } from '../../core/state/coverage.ts';
import schema from '../../spec/coverage.schema.json' with { type: 'json' };
import { reportCommand, type ReportFlags } from './report-command.ts';
import { collect } from './write-reports.ts';

// `animal-store-mock coverage <file|folder|url>... [--json f] [--markdown f] [--junit f] [gates]`: the report command's shape.

interface CoverageFlags extends ReportFlags {
  minResponses?: number;
  minFailures?: number;
  require?: string[];
}

/**
 * Runs the `coverage` subcommand with the arguments after its name.
 * @example await runCoverageCommand(['coverage/', '--require', 'listPets:503'])
 */
export const runCoverageCommand = reportCommand<CoverageDocument, CoverageFlags>(coverageReport, schema, {
  operation: 'getCoverage',
  description: 'Merge coverage JSON (files, folders, or a running server), print it, write reports, and gate CI on it.',
  sources: 'coverage JSON files, folders of them, or a server URL (http://127.0.0.1:4010)',
  json: 'write the merged coverage JSON here',
  junit: 'write JUnit XML here: each documented status and failure kind a test case, a hole a failure',
  gate: (coverage, { minResponses, minFailures, require = [] }) =>
    gateCoverage(coverage, {
      ...(minResponses !== undefined && { minResponses }),
      ...(minFailures !== undefined && { minFailures }),
      require,
    }),
  options: [
    new Option(
      '--min-responses <percent>',
      'exit 1 unless at least this share of documented responses was answered',
    ).argParser(percent),
    new Option('--min-failures <percent>', 'exit 1 unless at least this share of failure kinds was injected').argParser(
      percent,
    ),
    new Option(
      '--require <cells>',
      'exit 1 unless each was seen: operationId:status or operationId:kind, comma-separated (repeatable)',
    ).argParser(collect),
  ],
});

function percent(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !(value >= 0 && value <= 100))
    throw new InvalidArgumentError('a percentage is a number in 0..100.');
  return value;
}
