import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ApiError } from '../../core/exchange/errors.ts';
import { checkStoreData } from '../../core/store/check-store-data.ts';
import type { StoreBackups } from '../../core/store/store-backups.ts';
import type { StoreData } from '../../core/store/store-data.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { shownPath } from '../shown-path.ts';
import type { DbPaths } from './db-paths.ts';
import { ignoreFolderInGit } from './ignored-folder.ts';
import { createStoreFileText } from './store-file-text.ts';

export interface DbBackups extends StoreBackups {
  /** Keeps what the db file holds now (its append log's pets too), before a start replaces it; undefined when there is no file yet. */
  keepFile(reason: string, appended: () => Promise<unknown[]>): Promise<string | undefined>;
}

/**
 * The backups of a db file, in `<file>.backups/` beside it: one file per replaced state, named by
 * the time and the scenario that replaced it, each a db file of its own (copy one over the db file
 * while the server is stopped to go back). `takeNewest` walks back one load at a time. Nothing
 * there is followed through a symbolic link, as with the db file's temporary file and log: a linked
 * folder or backup is refused with an Error, never written or read through.
 * @example const backups = createDbBackups(resolveDbPaths('.data/db.json')); await backups.keep(store.snapshot(), 'sold-out');
 */
export function createDbBackups(paths: DbPaths, now = () => new Date()): DbBackups {
  const folder = `${paths.file}.backups`;
  const text = (data: StoreData) => [...createStoreFileText()(data)].join('');

  async function write(content: string, reason: string): Promise<string> {
    try {
      return await writeIn(content, reason);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new ApiError({
        code: 'storage_unavailable',
        message: `The backup could not be written in ${shownPath(folder)} (${code}); nothing changed.`,
      });
    }
  }

  async function writeIn(content: string, reason: string): Promise<string> {
    if ((await folderKind(folder)) === 'missing') {
      // Beside the db file, whose folder exists: made alone, so a link planted meanwhile fails it (EEXIST).
      const made = await mkdir(folder).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') return false;
          throw error;
        },
      );
      if (made) ignoreFolderInGit(folder);
    }
    await expectRealFolder(folder);
    const stamp = now().toISOString().replace(/:/g, '-');
    const label = reason.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 40);
    // Two loads in one millisecond still get a file each; the names sort in the order they were kept.
    for (let attempt = 0; ; attempt++) {
      const path = join(folder, `${stamp}${attempt === 0 ? '' : `.${attempt}`}-${label}.json`);
      try {
        const file = await open(path, createdNoFollow, 0o644);
        try {
          await file.writeFile(content);
        } finally {
          await file.close();
        }
        return shownPath(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }

  return {
    keep: (data, reason) => write(text(data), reason),
    async keepFile(reason, appended) {
      const held = await readFile(paths.file, 'utf8').catch(() => null);
      if (held === null || held.trim() === '') return undefined;
      let data: StoreData;
      try {
        data = withAppended(checkStoreData(JSON.parse(held)), (await appended()) as Pet[]);
      } catch {
        // A file the mock cannot read is still the person's: kept as it is.
        return write(held, reason);
      }
      return write(text(data), reason);
    },
    async takeNewest() {
      if ((await folderKind(folder)) === 'missing') return undefined;
      await expectRealFolder(folder);
      const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
      const newest = names.at(-1);
      if (newest === undefined) return undefined;
      const path = join(folder, newest);
      const data = await readBackup(path);
      return { data, path: shownPath(path), drop: () => rm(path, { force: true }) };
    },
  };
}

/** The file's data with the created pets its log still holds (a stop that did not compact them). */
function withAppended(data: StoreData, appended: readonly Pet[]): StoreData {
  const ids = new Set(data.pets.map(({ id }) => id));
  const extra = appended.filter(({ id }) => !ids.has(id));
  if (extra.length === 0) return data;
  const nextId = Math.max(data.meta.nextId, ...extra.map(({ id }) => id + 1));
  return { meta: { ...data.meta, nextId }, pets: [...data.pets, ...extra].sort((a, b) => a.id - b.id) };
}

// Created here, never there before, and never through a link (as the db file's temporary file is).
const createdNoFollow = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW;
// A link is refused (ELOOP) and a FIFO planted there does not block the read.
const readNoFollow = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

async function folderKind(path: string): Promise<'missing' | 'folder' | 'other'> {
  try {
    const stats = await lstat(path);
    return stats.isDirectory() ? 'folder' : 'other';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
}

/** Refuses a backups folder that is a link (dangling or not) or no folder: the backups stay beside the db file. */
async function expectRealFolder(folder: string): Promise<void> {
  if ((await folderKind(folder)) === 'folder') return;
  throw new ApiError({
    code: 'storage_unavailable',
    message:
      `The backups folder ${shownPath(folder)} is a symbolic link or not a folder, and the mock keeps ` +
      'backups only in a real folder beside the db file: remove it (a new one is made) or move it away; nothing changed.',
  });
}

/**
 * A backup's data, read without following a link. A file that is no backup is refused without
 * quoting it: a link or a file put there by someone else may hold anything.
 */
async function readBackup(path: string): Promise<StoreData> {
  const refused = (why: string) =>
    new ApiError({
      code: 'invalid_scenario',
      message: `The backup ${shownPath(path)} cannot be restored (${why}); nothing changed.`,
    });
  let text: string;
  try {
    const file = await open(path, readNoFollow);
    try {
      if (!(await file.stat()).isFile()) throw refused('it is not a regular file');
      text = (await file.readFile()).toString('utf8');
    } finally {
      await file.close();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw refused(
      code === 'ELOOP'
        ? 'it is a symbolic link, not a backup the mock wrote'
        : `it cannot be read: ${code ?? 'unknown error'}`,
    );
  }
  try {
    return checkStoreData(JSON.parse(text));
  } catch (error) {
    throw refused(error instanceof SyntaxError ? 'it is not valid JSON' : 'it is not in the shape of a db file');
  }
}
