import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

export interface CreatedFiles {
  /** Removes the lock file if this start created it: while the lock is still held, so no other server can own the old one. */
  beforeRelease(): Promise<void>;
  /** Removes the db file, its log and temporary file, and the folders this start created. */
  afterRelease(): Promise<void>;
}

/**
 * Notes which of a db file's files (and folders) do not exist yet, to remove them again when the
 * start fails: a failed start leaves nothing behind it created.
 * @example const created = notCreatedYet('.data/db.json'); ...; await created.beforeRelease(); await db.close(); await created.afterRelease();
 */
export function notCreatedYet(db: string): CreatedFiles {
  const file = resolve(db);
  let highestMissing: string | undefined;
  for (let folder = dirname(file); !existsSync(folder); folder = dirname(folder)) highestMissing = folder;
  const missing = (path: string) => !existsSync(path);
  const lock = `${file}.lock`;
  const lockIsNew = missing(lock);
  const others =
    highestMissing === undefined
      ? [file, `${file}.log`, join(dirname(file), `.${basename(file)}.tmp`)].filter(missing)
      : [highestMissing];
  return {
    beforeRelease: async () => {
      // Windows cannot remove a file held open: the lock file then stays, harmless, as after any stop.
      if (lockIsNew) await rm(lock, { force: true }).catch(() => {});
    },
    afterRelease: async () => {
      for (const path of others) await rm(path, { recursive: true, force: true });
    },
  };
}
