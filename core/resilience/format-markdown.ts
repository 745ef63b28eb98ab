import type { ResilienceDocument } from './resilience-document.ts';
import { optionsText, resilienceRows } from './resilience-rows.ts';

/**
 * Verdicts as Markdown, for a CI job summary (`$GITHUB_STEP_SUMMARY`).
 * @example appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatResilienceMarkdown(merged))
 */
export function formatResilienceMarkdown(document: ResilienceDocument): string {
  const rows = resilienceRows(document).map((row) => tableRow([`\`${row.check}\``, `**${row.verdict}**`, row.tally, row.why]));
  return [
    '### Client resilience',
    '',
    `Judged with ${optionsText(document)}.`,
    '',
    tableRow(['check', 'verdict', 'documents', 'why']),
    tableRow(['---', '---', '---', '---']),
    ...rows,
    '',
  ].join('\n');
}

const tableRow = (cells: string[]): string => `| ${cells.map(cell).join(' | ')} |`;

/** A cell's text with what would break a Markdown table escaped. */
const cell = (text: string): string => text.replace(/[\\|]/g, '\\$&').replace(/[\r\n]+/g, ' ');
