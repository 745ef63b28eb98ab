/** An error as a value: callers branch on `code`, never on the message. Each report kind names its codes. */
export interface ReportError<Code extends string> {
  code: Code;
  message: string;
}

export const reportError = <Code extends string>(code: Code, message: string): { error: ReportError<Code> } => ({
  error: { code, message },
});
