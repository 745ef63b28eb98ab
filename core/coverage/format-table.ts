import { coverageRows, ratioText, unmatchedLines } from './coverage-rows.ts';
import type { CoverageDocument } from './coverage-document.ts';

/**
 * Coverage as a plain-text table for a terminal or a CI log.
 * @example console.log(formatCoverageTable(coverage))
 */
export function formatCoverageTable(document: CoverageDocument): string {
  const header = ['operation', 'responses', 'failures', 'holes', 'undocumented'];
  const body = coverageRows(document).map((row) => [
    `${row.operationId} (${row.method} ${row.path})`,
    row.responses,
    row.failures,
    row.holes.join(', ') || '-',
    row.undocumented.join(', ') || '-',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  const { responses, failures } = document.summary;
  return [
    `Coverage of ${document.spec.title} ${document.spec.version}`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
    '',
    `responses covered: ${ratioText(responses)}`,
    `failure kinds covered: ${ratioText(failures)}`,
    `unmatched: ${unmatchedLines(document).join(', ') || '-'}`,
    '',
  ].join('\n');
}
