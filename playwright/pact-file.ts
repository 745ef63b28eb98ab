import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PactDocument } from '../core/pact/pact-types.ts';

/**
 * Keeps one test's sandbox pact as `<dir>/<sandbox>.json`, for `animal-store-mock pact merge` to
 * unite with every other worker's after the run. A test that made no interaction writes none.
 * @example await writePactFile('pacts/parts', 'pw-w0-abc-0-0', await sandbox.pact())
 */
export async function writePactFile(dir: string, sandbox: string, pact: PactDocument): Promise<string | undefined> {
  if (pact.interactions.length === 0) return undefined;
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${sandbox}.json`);
  await writeFile(file, `${JSON.stringify(pact, null, 2)}\n`);
  return file;
}
