import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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
 * while the server is stopped to go back). `takeNewest` walks back one load at a time.
 * @example const backups = createDbBackups(resolveDbPaths('.data/db.json')); await backups.keep(store.snapshot(), 'sold-out');
 */
export function createDbBackups(paths: DbPaths, now = () => new Date()): DbBackups {
  const folder = `${paths.file}.backups`;
  const text = (data: StoreData) => [...createStoreFileText()(data)].join('');

  async function write(content: string, reason: string): Promise<string> {
    if (!existsSync(folder)) {
      await mkdir(folder, { recursive: true });
      ignoreFolderInGit(folder);
    }
    const stamp = now().toISOString().replace(/:/g, '-');
    const label = reason.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 40);
    // Two loads in one millisecond still get a file each; the names sort in the order they were kept.
    for (let attempt = 0; ; attempt++) {
      const path = join(folder, `${stamp}${attempt === 0 ? '' : `.${attempt}`}-${label}.json`);
      try {
        await writeFile(path, content, { flag: 'wx' });
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
      const names = existsSync(folder) ? (await readdir(folder)).filter((name) => name.endsWith('.json')).sort() : [];
      const newest = names.at(-1);
      if (newest === undefined) return undefined;
      const path = join(folder, newest);
      let data: StoreData;
      try {
        data = checkStoreData(JSON.parse(await readFile(path, 'utf8')));
      } catch (error) {
        throw new ApiError('invalid_scenario', `The backup ${shownPath(path)} cannot be restored (${(error as Error).message}); nothing changed.`);
      }
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
