import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Notes which of a db file's files (and folders) do not exist yet; the function returned removes
 * those again, for a start that failed: it must leave nothing behind it created.
 * @example const undo = notCreatedYet('.data/db.json'); ...; await undo();
 */
export function notCreatedYet(db: string): () => Promise<void> {
  const file = resolve(db);
  let highestMissing: string | undefined;
  for (let folder = dirname(file); !existsSync(folder); folder = dirname(folder)) highestMissing = folder;
  const files = [file, `${file}.log`, `${file}.lock`, join(dirname(file), `.${basename(file)}.tmp`)].filter((path) => !existsSync(path));
  const missing = highestMissing === undefined ? files : [highestMissing];
  return async () => {
    for (const path of missing) await rm(path, { recursive: true, force: true });
  };
}
