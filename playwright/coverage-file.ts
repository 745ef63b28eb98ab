import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminAnswer } from '../spec/admin-types.ts';
import type { ResilienceDocument } from '../core/resilience/resilience-document.ts';

/**
 * Keeps one test's sandbox coverage (or resilience verdicts) as `<dir>/<sandbox>.json`, for
 * `animal-store-mock coverage` (or `resilience`) to merge with every other worker's after the run.
 * @example await writeCoverageFile('coverage/', 'pw-w0-abc-0-0', await sandbox.coverage())
 */
export async function writeCoverageFile(dir: string, sandbox: string, coverage: AdminAnswer<'getCoverage'> | ResilienceDocument): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${sandbox}.json`);
  await writeFile(file, `${JSON.stringify(coverage)}\n`);
  return file;
}
