import { formatReportTable, type TableReport } from '../state/report-format-table.ts';
import type { ResilienceDocument } from './resilience-document.ts';
import { optionsText, resilienceRows } from './resilience-rows.ts';

/** The verdicts' rows for the family's plain-text table. */
export const resilienceTable = (document: ResilienceDocument): TableReport => ({
  title: `Client resilience (${optionsText(document)})`,
  header: ['check', 'verdict', 'documents', 'why'],
  rows: resilienceRows(document).map((row) => [row.check, row.verdict, row.tally, row.why]),
});

/**
 * Verdicts as a plain-text table for a terminal or a CI log.
 * @example console.log(formatResilienceTable(merged))
 */
export const formatResilienceTable = (document: ResilienceDocument): string =>
  formatReportTable(resilienceTable(document));
