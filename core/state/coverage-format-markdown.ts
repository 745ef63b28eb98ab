import { formatReportMarkdown, type MarkdownReport } from './report-format-markdown.ts';
import { coverageRows, ratioText, unmatchedLines } from './coverage-rows.ts';
import type { CoverageDocument } from './coverage-document.ts';

/** Coverage's rows for the family's Markdown. */
export function coverageMarkdown(document: CoverageDocument): MarkdownReport {
  const { responses, failures } = document.summary;
  const unmatched = unmatchedLines(document);
  return {
    heading: `API coverage: ${document.spec.title} ${document.spec.version}`,
    lead: `Responses covered: **${ratioText(responses)}** · failure kinds covered: **${ratioText(failures)}**`,
    header: ['operation', 'responses', 'failures', 'holes', 'undocumented statuses'],
    rows: coverageRows(document).map((row) => [
      `\`${row.operationId}\` ${row.method} ${row.path}`,
      row.responses,
      row.failures,
      row.holes.join(', ') || '—',
      row.undocumented.join(', ') || '—',
    ]),
    after:
      unmatched.length === 0
        ? 'No unmatched requests.'
        : `Unmatched requests: ${unmatched.map((line) => `\`${line.replaceAll('`', '%60')}\``).join(', ')}`,
  };
}

/**
 * Coverage as Markdown, for a CI job summary (`$GITHUB_STEP_SUMMARY`).
 * @example appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatCoverageMarkdown(coverage))
 */
export const formatCoverageMarkdown = (document: CoverageDocument): string =>
  formatReportMarkdown(coverageMarkdown(document));
