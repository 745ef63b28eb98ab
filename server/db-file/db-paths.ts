import { mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { StoreLoadError } from '../../core/store/open-store.ts';
import { checkDbFile } from './db-file-check.ts';
import { ignoreFolderInGit } from './ignored-folder.ts';

/**
 * The files of one db file, named from its real path, so that another relative path to the same
 * file (or a folder on the way that is a link) names the same log and lock; a `--db` that is
 * itself a link is refused before this (`checkDbFile`).
 */
export interface DbPaths {
  /** The path as the person gave it, for messages. */
  shown: string;
  /** The real path of the JSON file. */
  file: string;
  folder: string;
  /** Creates not yet compacted into the file, one pet a line. */
  log: string;
  /** Held (an OS lock) by the one server that owns the file. */
  lock: string;
  /** A whole new file is written here, then renamed over the file. */
  temporary: string;
}

/**
 * Resolves where a db file really is, creating its folder; refuses (`DbFileUnusableError`) a path
 * that is no writable regular file, before anything is made.
 * @example resolveDbPaths('.data/db.json').log // '/home/me/app/.data/db.json.log'
 */
export function resolveDbPaths(given: string): DbPaths {
  const absolute = resolve(given);
  checkDbFile(absolute, given);
  try {
    // The highest folder made here gets a .gitignore: the data never shows up in the person's git.
    const made = mkdirSync(dirname(absolute), { recursive: true });
    if (made !== undefined) ignoreFolderInGit(made);
  } catch (error) {
    throw new StoreLoadError(
      `its folder cannot be created (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  const file = realFile(absolute);
  const [folder, name] = [dirname(file), basename(file)];
  return {
    shown: given,
    file,
    folder,
    log: join(folder, `${name}.log`),
    lock: join(folder, `${name}.lock`),
    temporary: join(folder, `.${name}.tmp`),
  };
}

/** The file's real path; for a file not made yet, the real path of its folder and its name. */
function realFile(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return join(realpathSync(dirname(path)), basename(path));
  }
}
