import { DatabaseSync } from 'node:sqlite';
import type { DbPaths } from './db-paths.ts';
import { lockHolder } from './lock-holder.ts';

/** Another process (or another server in this one) owns the db file. */
export class DbFileLockedError extends Error {
  readonly code = 'db_locked';
  override name = 'DbFileLockedError';
  readonly file: string;
  readonly holder: string | undefined;
  constructor(file: string, holder: string | undefined) {
    super(`the db file ${file} is in use by ${holder ?? 'another server'}`);
    this.file = file;
    this.holder = holder;
  }
}

export interface DbLock {
  path: string;
  release(): void;
}

const sqliteBusy = 5;

/**
 * Takes the lock that makes this process the one writer of a db file, or throws
 * `DbFileLockedError` at once. It is an OS lock (fcntl on Linux and macOS, LockFileEx on
 * Windows) on the `.lock` file beside it, held through SQLite, which Node ships: node:fs has no
 * file lock. The kernel lets it go when the process ends in any way, `kill -9` included, so a
 * crash never leaves a stale lock, and no lock file content (a PID) is ever trusted.
 * @example const lock = lockDbFile(resolveDbPaths('.data/db.json')); lock.release();
 */
export function lockDbFile(paths: DbPaths): DbLock {
  const db = new DatabaseSync(paths.lock, { timeout: 0 });
  try {
    // Exclusive locking mode keeps the lock from the first transaction until the connection closes;
    // the lock file holds no data, so it needs no journal beside it.
    db.exec('PRAGMA journal_mode = MEMORY; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;');
  } catch (error) {
    db.close();
    if ((error as { errcode?: number }).errcode === sqliteBusy)
      throw new DbFileLockedError(paths.shown, lockHolder(paths.lock));
    throw new Error(`cannot take the lock ${paths.lock}: ${(error as Error).message}`);
  }
  return { path: paths.lock, release: () => db.close() };
}
