/** Why coverage could not be merged or gated; the CLI exits 2 on any of these. */
export type CoverageErrorCode =
  | 'unsupported_version'
  | 'spec_mismatch'
  | 'invalid_threshold'
  | 'invalid_requirement'
  | 'unknown_operation'
  | 'unknown_kind';

/** An error as a value: callers branch on `code`, never on the message. */
export interface CoverageError {
  code: CoverageErrorCode;
  message: string;
}

export const coverageError = (code: CoverageErrorCode, message: string): { error: CoverageError } => ({ error: { code, message } });
