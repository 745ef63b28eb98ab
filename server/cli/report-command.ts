import { Ajv2020 } from 'ajv/dist/2020.js';
import { Command, type Option } from 'commander';
import { formatReportJunit } from '../../core/state/report-format-junit.ts';
import { formatReportMarkdown } from '../../core/state/report-format-markdown.ts';
import { formatReportTable } from '../../core/state/report-format-table.ts';
import type { ReportGate } from '../../core/state/report-gate.ts';
import { mergeReports, type ReportKind } from '../../core/state/report-kind.ts';
import { readAdminDocuments, SourceInputError, type AdminDocumentKind } from './read-admin-documents.ts';
import { exitOnCommanderError } from './run-program.ts';
import { reportFileName, writeReports } from './write-reports.ts';

/** The flags every report command takes (docs/coverage.md lists them). */
export interface ReportFlags {
  adminToken?: string;
  json?: string;
  markdown?: string;
  junit?: string;
  quiet?: boolean;
}

/** What one report command (`coverage`, `resilience`) adds to the shape they share. */
export interface ReportCommand<Document extends { version: number }, Flags extends ReportFlags> {
  /** The admin operation a server gives the document by. */
  operation: AdminDocumentKind<Document>['operation'];
  description: string;
  /** How `<sources...>` is described. */
  sources: string;
  /** What `--json` and `--junit` write. */
  json: string;
  junit: string;
  /** Its own options, listed after the report files and before `--quiet`. */
  options: readonly Option[];
  /** The query a server is asked with; throws `SourceInputError` on a bad value. */
  query?(flags: Flags): Record<string, string>;
  /** What CI demands of the merged document; an error value for a demand that names nothing. */
  gate(document: Document, flags: Flags): { gate: ReportGate } | { error: { message: string } };
}

/**
 * A report kind's command, named as the kind (a server gives its document at `/__admin/<name>`; files
 * are checked with `schema`): merge the documents of files, folders or servers, write the reports asked for,
 * print the table, and gate CI. Exit codes: 0 done (gates met), 1 a gate unmet (each problem a line
 * `<name> gate: …`), 2 bad input or command line (one line `animal-store-mock <name>: …`).
 * @example const run = reportCommand(coverageReport, schema, { … }); await run(['coverage/', '--require', 'listPets:503'])
 */
export function reportCommand<Document extends { version: number }, Flags extends ReportFlags>(
  kind: ReportKind<Document, string>,
  schema: object,
  command: ReportCommand<Document, Flags>,
): (args: readonly string[]) => Promise<void> {
  const { name } = kind;
  const documentKind = {
    operation: command.operation,
    label: `${name} JSON`,
    validate: new Ajv2020({ allErrors: true, strict: false }).compile<Document>(schema),
  };
  const program = new Command(`animal-store-mock ${name}`)
    .description(command.description)
    .argument('<sources...>', command.sources)
    .option('--admin-token <token>', "the server's admin token, when reading a URL that needs it")
    .option('--json <file>', command.json, reportFileName)
    .option('--markdown <file>', 'write a Markdown report here (for a CI job summary)', reportFileName)
    .option('--junit <file>', command.junit, reportFileName);
  for (const option of command.options) program.addOption(option);
  program
    .option('--quiet', 'print no table')
    .showHelpAfterError('(run with --help for every option)')
    .exitOverride()
    .action(async (sources: string[], flags: Flags) => {
      const query = command.query?.(flags) ?? {};
      const documents = await readAdminDocuments(sources, documentKind, { adminToken: flags.adminToken, query });
      const merged = mergeReports(kind, documents[0]!, documents.slice(1));
      if ('error' in merged) throw new SourceInputError(merged.error.message);
      const { document } = merged;
      const gated = command.gate(document, flags);
      if ('error' in gated) throw new SourceInputError(gated.error.message);
      await writeReports([
        [flags.json, () => `${JSON.stringify(document, null, 2)}\n`],
        [flags.markdown, () => formatReportMarkdown(kind.markdown(document))],
        [flags.junit, () => formatReportJunit(kind.junit(document))],
      ]);
      if (!flags.quiet) process.stdout.write(formatReportTable(kind.table(document)));
      if (gated.gate.passed) return;
      for (const problem of gated.gate.problems) console.error(`${name} gate: ${problem}`);
      process.exitCode = 1;
    });

  return async (args) => {
    try {
      await program.parseAsync(args, { from: 'user' });
    } catch (error) {
      exitOnCommanderError(error);
      if (!(error instanceof SourceInputError)) throw error;
      console.error(`animal-store-mock ${name}: ${error.message}`);
      process.exit(2);
    }
  };
}
