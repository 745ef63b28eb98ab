import { reportError, type ReportError } from './report-kind.ts';

/** Why coverage could not be merged or gated; the CLI exits 2 on any of these. */
export type CoverageErrorCode =
  | 'unsupported_version'
  | 'spec_mismatch'
  | 'invalid_threshold'
  | 'invalid_requirement'
  | 'unknown_operation'
  | 'unknown_kind';

export type CoverageError = ReportError<CoverageErrorCode>;

export const coverageError: (code: CoverageErrorCode, message: string) => { error: CoverageError } = reportError;
