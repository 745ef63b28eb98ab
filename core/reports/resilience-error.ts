/** Why options, documents or a requirement were refused; the admin route answers 400, the CLI exits 2. */
export type ResilienceErrorCode = 'invalid_option' | 'unsupported_version' | 'options_mismatch' | 'unknown_check';

/** An error as a value: callers branch on `code`, never on the message. */
export interface ResilienceError {
  code: ResilienceErrorCode;
  message: string;
}

export const resilienceError = (code: ResilienceErrorCode, message: string): { error: ResilienceError } => ({
  error: { code, message },
});
