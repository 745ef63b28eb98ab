import type { ResilienceDocument } from './resilience-document.ts';
import { optionsText, resilienceRows } from './resilience-rows.ts';

/**
 * Verdicts as a plain-text table for a terminal or a CI log.
 * @example console.log(formatResilienceTable(merged))
 */
export function formatResilienceTable(document: ResilienceDocument): string {
  const header = ['check', 'verdict', 'documents', 'why'];
  const body = resilienceRows(document).map((row) => [row.check, row.verdict, row.tally, row.why]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [`Client resilience (${optionsText(document)})`, line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line), ''].join('\n');
}
