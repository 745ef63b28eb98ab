import { formatReportMarkdown, type MarkdownReport } from '../state/report-format-markdown.ts';
import type { ResilienceDocument } from './resilience-document.ts';
import { optionsText, resilienceRows } from './resilience-rows.ts';

/** The verdicts' rows for the family's Markdown. */
export const resilienceMarkdown = (document: ResilienceDocument): MarkdownReport => ({
  heading: 'Client resilience',
  lead: `Judged with ${optionsText(document)}.`,
  header: ['check', 'verdict', 'documents', 'why'],
  rows: resilienceRows(document).map((row) => [`\`${row.check}\``, `**${row.verdict}**`, row.tally, row.why]),
});

/**
 * Verdicts as Markdown, for a CI job summary (`$GITHUB_STEP_SUMMARY`).
 * @example appendFileSync(process.env.GITHUB_STEP_SUMMARY, formatResilienceMarkdown(merged))
 */
export const formatResilienceMarkdown = (document: ResilienceDocument): string =>
  formatReportMarkdown(resilienceMarkdown(document));
