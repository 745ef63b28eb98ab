// The public API of each package entry, as API Extractor reports it from the declarations the build
// writes: `npm run api-report` rewrites docs/api-report/ and docs/js-api.md; `--check` (run by
// `npm test`) fails when an entry's surface differs from its committed report, so a change to
// what users can import shows up in review as a diff of that report.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Extractor, ExtractorConfig, ExtractorLogLevel, type IConfigFile } from '@microsoft/api-extractor';
import { renderApiPage } from './api-page.ts';

const root = resolve(import.meta.dirname, '..');

/** Each package entry, its report's name, and the declaration file the build writes for it. */
export const packageEntries = [
  { entry: 'animal-store-mock', report: 'index', declarations: 'dist/core/index.d.ts' },
  { entry: 'animal-store-mock/msw', report: 'msw', declarations: 'dist/mocks/index.d.ts' },
  { entry: 'animal-store-mock/msw/browser', report: 'msw-browser', declarations: 'dist/mocks/browser.d.ts' },
  { entry: 'animal-store-mock/msw/panel', report: 'msw-panel', declarations: 'dist/mocks/panel.d.ts' },
  { entry: 'animal-store-mock/playwright', report: 'playwright', declarations: 'dist/playwright/index.d.ts' },
] as const;

export const reportFolder = join(root, 'docs/api-report');
export const apiPagePath = join(root, 'docs/js-api.md');

export interface EntryReport {
  entry: string;
  /** Whether the surface differs from the committed report (after `update`, it was rewritten). */
  changed: boolean;
  /** API Extractor's own warnings and errors (an export whose type is not exported, …). */
  problems: string[];
  /** The doc model API Extractor wrote, for the API page. */
  docModelPath: string;
}

/**
 * Reports one entry's surface against `reportFolder` (or rewrites it with `update`).
 * @example const { changed } = reportEntry({ report: 'msw', declarations: 'dist/mocks/index.d.ts' }, { work });
 */
export function reportEntry(
  { report, declarations, entry = report }: { report: string; declarations: string; entry?: string },
  { work, update = false, folder = reportFolder }: { work: string; update?: boolean; folder?: string },
): EntryReport {
  const docModelPath = join(work, `${report}.api.json`);
  const configObject: IConfigFile = {
    projectFolder: root,
    mainEntryPointFilePath: resolve(root, declarations),
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          allowImportingTsExtensions: true,
          lib: ['es2023', 'dom', 'dom.iterable'],
          types: ['node'],
          skipLibCheck: true,
          strict: true,
        },
        files: [resolve(root, declarations)],
      },
    },
    apiReport: { enabled: true, reportFileName: report, reportFolder: folder, reportTempFolder: work },
    docModel: { enabled: true, apiJsonFilePath: docModelPath },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
        // Release tags (@public, @beta) are not used: what an entry exports is public.
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        // A type reachable from an export but not exported itself stays a line in the report, for review.
        'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
  const config = ExtractorConfig.prepare({
    configObject,
    configObjectFullPath: undefined,
    packageJsonFullPath: join(root, 'package.json'),
  });
  const problems: string[] = [];
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback(message) {
      if (message.logLevel === ExtractorLogLevel.Warning || message.logLevel === ExtractorLogLevel.Error) {
        // The report-changed message is what `changed` says; the rest are problems with the surface.
        if (message.messageId !== 'console-api-report-changed' && message.messageId !== 'console-api-report-copied')
          problems.push(`${entry}: ${message.text}`);
      }
      message.handled = true;
    },
  });
  return { entry, changed: result.apiReportChanged, problems, docModelPath };
}

/** Reports every entry; with `update`, rewrites the reports and the API page. */
export function reportAll({ update = false }: { update?: boolean } = {}): EntryReport[] {
  const work = mkdtempSync(join(tmpdir(), 'api-report-'));
  try {
    const reports = packageEntries.map((entry) => reportEntry(entry, { work, update }));
    const page = renderApiPage(reports);
    const pageChanged = readFileSync(apiPagePath, { encoding: 'utf8', flag: 'a+' }) !== page;
    if (update && pageChanged) writeFileSync(apiPagePath, page);
    return [...reports, { entry: 'docs/js-api.md', changed: pageChanged, problems: [], docModelPath: '' }];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const update = !process.argv.includes('--check');
  const reports = reportAll({ update });
  const problems = reports.flatMap(({ problems }) => problems);
  const changed = reports.filter(({ changed }) => changed).map(({ entry }) => entry);
  for (const problem of problems) console.error(problem);
  if (!update && changed.length > 0) {
    console.error(
      `The public API changed: ${changed.join(', ')}. Run \`npm run api-report\` and commit docs/api-report/ and docs/js-api.md.`,
    );
  }
  process.exitCode = problems.length > 0 || (!update && changed.length > 0) ? 1 : 0;
}
