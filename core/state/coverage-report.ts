import { mergeAs, type ReportKind } from './report-kind.ts';
import { coverageFormatVersion, type CoverageDocument } from './coverage-document.ts';
import type { CoverageError } from './coverage-error.ts';
import { coverageJunit } from './coverage-format-junit.ts';
import { coverageMarkdown } from './coverage-format-markdown.ts';
import { coverageTable } from './coverage-format-table.ts';
import { sumCoverage } from './merge-coverage.ts';

/** Coverage as a report kind: documents of one spec merge by adding their counts. */
export const coverageReport: ReportKind<CoverageDocument, 'spec_mismatch'> = {
  name: 'coverage',
  version: coverageFormatVersion,
  mismatch({ spec: { title, version } }, { spec: first }) {
    if (title === first.title && version === first.version) return undefined;
    return {
      code: 'spec_mismatch',
      message: `coverage of ${title} ${version} cannot be merged with ${first.title} ${first.version}`,
    };
  },
  merge: sumCoverage,
  table: coverageTable,
  markdown: coverageMarkdown,
  junit: coverageJunit,
};

/**
 * The sum of several mocks' coverage (parallel workers, sandboxes), provided all describe the same
 * spec in the same format; otherwise an error value.
 * @example mergeCoverage(worker1, worker2) // { coverage: { ...summed } }
 */
export const mergeCoverage: (
  first: CoverageDocument,
  ...rest: CoverageDocument[]
) => { coverage: CoverageDocument } | { error: CoverageError } = mergeAs(coverageReport, 'coverage');
