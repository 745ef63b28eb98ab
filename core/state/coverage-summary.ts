import type { CoverageDocument, CoverageRatio, CoverageSummary } from './coverage-document.ts';

/**
 * The covered share of documented responses and of failure kinds: the one place percentages are made.
 * @example summarize(document.operations).responses // { covered: 3, total: 7, percent: 42.9 }
 */
export function summarize(operations: CoverageDocument['operations']): CoverageSummary {
  const all = Object.values(operations);
  return {
    responses: ratio(all.flatMap((operation) => Object.values(operation.responses))),
    failures: ratio(all.flatMap((operation) => Object.values(operation.failures).map((failure) => failure.hits))),
  };
}

/** Whether `ratio` reaches `minPercent`, compared exactly (not on the rounded percent). */
export const reaches = ({ covered, total }: CoverageRatio, minPercent: number): boolean =>
  covered * 100 >= minPercent * total;

function ratio(hits: readonly number[]): CoverageRatio {
  const covered = hits.filter((count) => count > 0).length;
  const total = hits.length;
  return { covered, total, percent: total === 0 ? 100 : Math.round((covered / total) * 1000) / 10 };
}
