import type { FailureKind, InjectionSource } from './failure-kinds.ts';

/** The version of the coverage JSON shape; bumped when the shape changes incompatibly. */
export const coverageFormatVersion = 1;

/** At most this many distinct unmatched `METHOD path` keys are kept; the rest count as `other`. */
export const unmatchedLimit = 100;

/** What one mock saw, in the one JSON shape the admin API, MSW, Playwright and the CLI share. */
export interface CoverageDocument {
  version: typeof coverageFormatVersion;
  /** The spec's `info`: coverage of different specs cannot be merged. */
  spec: { title: string; version: string };
  operations: Record<string, OperationCoverage>;
  /** Requests no operation matched, by `METHOD path`. */
  unmatched: { requests: Record<string, number>; other: number };
  summary: CoverageSummary;
}

export interface OperationCoverage {
  method: string;
  path: string;
  /** Hits per documented response key (`200`, `4XX`, `default`). */
  responses: Record<string, number>;
  /** Hits per answered status the spec does not document for this operation. */
  undocumented: Record<string, number>;
  /** Hits per answered status, documented or not (absent from documents written before it was added). */
  statuses?: Record<string, number>;
  failures: Partial<Record<FailureKind, FailureCoverage>>;
}

export interface FailureCoverage {
  hits: number;
  /** Hits by where the failure came from; only the sources the kind can have. */
  sources: Partial<Record<InjectionSource, number>>;
  /** For `error`: hits by injected status. */
  statuses?: Record<string, number>;
}

export interface CoverageRatio {
  covered: number;
  total: number;
  /** `covered / total` in percent, to one decimal; 100 when there is nothing to cover. */
  percent: number;
}

export interface CoverageSummary {
  responses: CoverageRatio;
  failures: CoverageRatio;
}
