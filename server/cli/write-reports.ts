import { writeFile } from 'node:fs/promises';
import { SourceInputError } from './read-admin-documents.ts';

/**
 * Writes each report whose file was given (`--json`, `--markdown`, `--junit`), formatting it only
 * then; a file that cannot be written is bad input (one line, exit 2).
 * @example await writeReports([[flags.markdown, () => formatCoverageMarkdown(coverage)]])
 */
export async function writeReports(reports: readonly [string | undefined, () => string][]): Promise<void> {
  for (const [file, format] of reports) {
    if (file === undefined) continue;
    await writeFile(file, format()).catch((error: NodeJS.ErrnoException) => {
      throw new SourceInputError(`${file}: cannot write (${error.code ?? error.message})`);
    });
  }
}

/** Commander's way to take a repeatable option as a list. */
export function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}
