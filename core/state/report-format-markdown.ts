/** A report as Markdown: a heading, a sentence, a table, and a sentence after it if any. */
export interface MarkdownReport {
  /** Plain text: what would break the heading is escaped. */
  heading: string;
  /** Markdown, written as it is (bold figures). */
  lead: string;
  header: readonly string[];
  /** Markdown cells; what would break the table (`|`, `\`, line breaks) is escaped. */
  rows: readonly (readonly string[])[];
  /** Markdown after the table, written as it is. */
  after?: string;
}

/**
 * A report as Markdown, for a CI job summary (`$GITHUB_STEP_SUMMARY`).
 * @example appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatReportMarkdown(report))
 */
export function formatReportMarkdown({ heading, lead, header, rows, after }: MarkdownReport): string {
  return [
    `### ${cell(heading)}`,
    '',
    lead,
    '',
    tableRow(header),
    tableRow(header.map(() => '---')),
    ...rows.map(tableRow),
    '',
    ...(after === undefined ? [] : [after, '']),
  ].join('\n');
}

const tableRow = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;

/** A cell's text with what would break a Markdown table escaped. */
const cell = (text: string): string => text.replace(/[\\|]/g, '\\$&').replace(/[\r\n]+/g, ' ');
