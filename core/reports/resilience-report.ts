import { mergeAs, type ReportKind } from '../state/report-kind.ts';
import { resilienceJunit } from './format-junit.ts';
import { resilienceMarkdown } from './format-markdown.ts';
import { resilienceTable } from './format-table.ts';
import { combineVerdicts } from './merge-resilience.ts';
import { resilienceFormatVersion, type ResilienceDocument } from './resilience-document.ts';
import type { ResilienceError } from './resilience-error.ts';

/** Verdicts as a report kind: documents judged with the same options merge check by check. */
export const resilienceReport: ReportKind<ResilienceDocument, 'options_mismatch'> = {
  name: 'resilience',
  version: resilienceFormatVersion,
  mismatch(document, first) {
    const [a, b] = [JSON.stringify(document.options), JSON.stringify(first.options)];
    return a === b
      ? undefined
      : {
          code: 'options_mismatch',
          message: `verdicts judged with ${a} cannot be merged with verdicts judged with ${b}`,
        };
  },
  merge: combineVerdicts,
  table: resilienceTable,
  markdown: resilienceMarkdown,
  junit: resilienceJunit,
};

/**
 * Several mocks' verdicts as one (parallel workers, sandboxes; see `combineVerdicts`); documents
 * judged with other options, or in another format, are refused.
 * @example mergeResilience(worker1, worker2) // { resilience: { ... } }
 */
export const mergeResilience: (
  first: ResilienceDocument,
  ...rest: ResilienceDocument[]
) => { resilience: ResilienceDocument } | { error: ResilienceError } = mergeAs(resilienceReport, 'resilience');
