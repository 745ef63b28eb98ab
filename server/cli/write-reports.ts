import { InvalidArgumentError } from 'commander';
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

/** A report's file name (`--json`, `--markdown`, `--junit`); an empty one is most often an unset variable, such as $GITHUB_STEP_SUMMARY outside GitHub Actions. */
export function reportFileName(text: string): string {
  if (text.trim() === '') {
    throw new InvalidArgumentError(
      'the file name is empty: was it a variable that is not set here, such as $GITHUB_STEP_SUMMARY (set only inside GitHub Actions)?',
    );
  }
  return text;
}
