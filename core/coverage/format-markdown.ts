import { coverageRows, ratioText, unmatchedLines } from './coverage-rows.ts';
import type { CoverageDocument } from './coverage-document.ts';

/**
 * Coverage as Markdown, for a CI job summary (`$GITHUB_STEP_SUMMARY`).
 * @example appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatCoverageMarkdown(coverage))
 */
export function formatCoverageMarkdown(document: CoverageDocument): string {
  const { responses, failures } = document.summary;
  const rows = coverageRows(document).map((row) =>
    tableRow([
      `\`${row.operationId}\` ${row.method} ${row.path}`,
      row.responses,
      row.failures,
      row.holes.join(', ') || '—',
      row.undocumented.join(', ') || '—',
    ]),
  );
  const unmatched = unmatchedLines(document);
  return [
    `### API coverage: ${cell(`${document.spec.title} ${document.spec.version}`)}`,
    '',
    `Responses covered: **${ratioText(responses)}** · failure kinds covered: **${ratioText(failures)}**`,
    '',
    tableRow(['operation', 'responses', 'failures', 'holes', 'undocumented statuses']),
    tableRow(['---', '---', '---', '---', '---']),
    ...rows,
    '',
    unmatched.length === 0 ? 'No unmatched requests.' : `Unmatched requests: ${unmatched.map((line) => `\`${line.replaceAll('`', '%60')}\``).join(', ')}`,
    '',
  ].join('\n');
}

const tableRow = (cells: string[]): string => `| ${cells.map(cell).join(' | ')} |`;

/** A cell's text with what would break a Markdown table escaped. */
const cell = (text: string): string => text.replace(/[\\|]/g, '\\$&').replace(/[\r\n]+/g, ' ');
