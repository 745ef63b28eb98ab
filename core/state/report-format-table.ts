/** A report as a plain-text table: a title line, the columns, and lines said after them. */
export interface TableReport {
  title: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Lines after the table and a blank line; none for a report that ends with its table. */
  footer?: readonly string[];
}

/**
 * A report as a plain-text table for a terminal or a CI log: columns padded to their widest cell.
 * @example formatReportTable({ title: 'Client resilience', header: ['check', 'verdict'], rows: [['backoff', 'PASS']] })
 */
export function formatReportTable({ title, header, rows, footer = [] }: TableReport): string {
  const widths = header.map((name, column) => Math.max(name.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    title,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    ...(footer.length > 0 ? [...footer, ''] : []),
  ].join('\n');
}
