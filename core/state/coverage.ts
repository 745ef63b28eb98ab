export { createCoverageModel, type CoverageModel, type OperationModel } from './coverage-model.ts';
export {
  createCoverageCounter,
  type CoverageCounter,
  type CoveredRequest,
  type CoveredResponse,
} from './coverage-counter.ts';
export {
  coverageFormatVersion,
  unmatchedLimit,
  type CoverageDocument,
  type CoverageRatio,
  type CoverageSummary,
  type FailureCoverage,
  type OperationCoverage,
} from './coverage-document.ts';
export type { CoverageError, CoverageErrorCode } from './coverage-error.ts';
export { summarize } from './coverage-summary.ts';
export { coverageReport, mergeCoverage } from './coverage-report.ts';
export {
  failureKinds,
  injectionSources,
  type FailureKind,
  type Injection,
  type InjectionSource,
} from './failure-kinds.ts';
export { injectionsOf, sunsetInjection } from './injections.ts';
export { formatCoverageTable } from './coverage-format-table.ts';
export { formatCoverageMarkdown } from './coverage-format-markdown.ts';
export { formatCoverageJunit } from './coverage-format-junit.ts';
export { gateCoverage, type GateOptions, type GateResult } from './coverage-gate.ts';
