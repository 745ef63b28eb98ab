import type { JunitReport } from './report-format-junit.ts';
import type { MarkdownReport } from './report-format-markdown.ts';
import type { TableReport } from './report-format-table.ts';

/** An error as a value: callers branch on `code`, never on the message. Each report kind names its codes. */
export interface ReportError<Code extends string> {
  code: Code;
  message: string;
}

export const reportError = <Code extends string>(code: Code, message: string): { error: ReportError<Code> } => ({
  error: { code, message },
});

/**
 * What a report kind (coverage, resilience) supplies to the family: its document's name and format
 * version, its merge rule, and its rows for the shared writers (`format-table.ts`,
 * `format-markdown.ts`, `format-junit.ts`). Its demands meet the shared gate (`report-gate.ts`).
 */
export interface ReportKind<Document extends { version: number }, MismatchCode extends string> {
  /** How messages name the document: `coverage`, `resilience`. */
  name: string;
  version: Document['version'];
  /** Why a document cannot join the first one of a merge (another spec, other options), or undefined. */
  mismatch(document: Document, first: Document): ReportError<MismatchCode> | undefined;
  /** Documents of this version that fit together, as one (the inputs are left as they are). */
  merge(first: Document, rest: readonly Document[]): Document;
  table(document: Document): TableReport;
  markdown(document: Document): MarkdownReport;
  junit(document: Document): JunitReport;
}

/**
 * Several documents of one kind as one (parallel workers, sandboxes), or an error value when one is
 * of another format version or does not fit the first.
 * @example mergeReports(coverageKind, [worker1, worker2]) // { document: { ...summed } }
 */
export function mergeReports<Document extends { version: number }, MismatchCode extends string>(
  kind: ReportKind<Document, MismatchCode>,
  first: Document,
  rest: readonly Document[],
): { document: Document } | { error: ReportError<MismatchCode | 'unsupported_version'> } {
  for (const document of [first, ...rest]) {
    if (document.version !== kind.version) {
      return reportError(
        'unsupported_version',
        `${kind.name} format version ${String(document.version)} is not ${kind.version}`,
      );
    }
    const mismatch = kind.mismatch(document, first);
    if (mismatch !== undefined) return { error: mismatch };
  }
  return { document: kind.merge(first, rest) };
}

/**
 * A kind's merge as its callers take it: the documents as arguments, the merged one under `key`.
 * @example const mergeCoverage = mergeAs(coverageReport, 'coverage'); mergeCoverage(worker1, worker2) // { coverage: { … } }
 */
export function mergeAs<Document extends { version: number }, MismatchCode extends string, Key extends string>(
  kind: ReportKind<Document, MismatchCode>,
  key: Key,
) {
  return (
    first: Document,
    ...rest: Document[]
  ): { [name in Key]: Document } | { error: ReportError<MismatchCode | 'unsupported_version'> } => {
    const merged = mergeReports(kind, first, rest);
    return 'error' in merged ? merged : ({ [key]: merged.document } as { [name in Key]: Document });
  };
}
