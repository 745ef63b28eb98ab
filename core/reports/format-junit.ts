import { formatReportJunit, type JunitOutcome, type JunitReport } from '../state/report-format-junit.ts';
import type { ResilienceDocument } from './resilience-document.ts';
import { resilienceRows } from './resilience-rows.ts';

/** The verdicts' rows for the family's JUnit: one case per check, failed when it failed, skipped when not exercised. */
export function resilienceJunit(document: ResilienceDocument): JunitReport {
  const cases = resilienceRows(document).map(({ check, why }) => {
    const verdict = document.checks[check].verdict;
    const outcome: JunitOutcome =
      verdict === 'pass' ? { passed: why } : verdict === 'fail' ? { failed: why, type: check } : { skipped: why };
    return { classname: 'resilience', name: check, outcome };
  });
  return { name: 'Client resilience', suites: [{ name: 'resilience', cases }], countSkipped: true };
}

/**
 * Verdicts as JUnit XML.
 * @example writeFileSync('resilience.junit.xml', formatResilienceJunit(merged))
 */
export const formatResilienceJunit = (document: ResilienceDocument): string =>
  formatReportJunit(resilienceJunit(document));
