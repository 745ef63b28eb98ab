import { formatReportTable, type TableReport } from './report-format-table.ts';
import { coverageRows, ratioText, unmatchedLines } from './coverage-rows.ts';
import type { CoverageDocument } from './coverage-document.ts';

/** Coverage's rows for the family's plain-text table. */
export function coverageTable(document: CoverageDocument): TableReport {
  const { responses, failures } = document.summary;
  return {
    title: `Coverage of ${document.spec.title} ${document.spec.version}`,
    header: ['operation', 'responses', 'failures', 'holes', 'undocumented'],
    rows: coverageRows(document).map((row) => [
      `${row.operationId} (${row.method} ${row.path})`,
      row.responses,
      row.failures,
      row.holes.join(', ') || '-',
      row.undocumented.join(', ') || '-',
    ]),
    footer: [
      `responses covered: ${ratioText(responses)}`,
      `failure kinds covered: ${ratioText(failures)}`,
      `unmatched: ${unmatchedLines(document).join(', ') || '-'}`,
    ],
  };
}

/**
 * Coverage as a plain-text table for a terminal or a CI log.
 * @example console.log(formatCoverageTable(coverage))
 */
export const formatCoverageTable = (document: CoverageDocument): string => formatReportTable(coverageTable(document));
