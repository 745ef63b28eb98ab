import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Keeps one test's sandbox report (coverage, resilience verdicts, a pact) as `<dir>/<sandbox>.json`,
 * for `animal-store-mock coverage`, `resilience` or `pact merge` to merge with every other worker's
 * after the run. `indent` as `JSON.stringify` takes it (a pact is written for people to read).
 * @example await writeReportFile('coverage/', 'pw-w0-abc-0-0', await sandbox.coverage())
 */
export async function writeReportFile(
  dir: string,
  sandbox: string,
  document: object,
  indent?: number,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${sandbox}.json`);
  await writeFile(file, `${JSON.stringify(document, null, indent)}\n`);
  return file;
}
