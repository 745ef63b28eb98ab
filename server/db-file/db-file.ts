import { stat } from 'node:fs/promises';
import { ApiError } from '../../core/exchange/errors.ts';
import type { StorageInfo } from '../../core/admin/store-routes.ts';
import { StoreLoadError } from '../../core/store/open-store.ts';
import type { PetStore } from '../../core/store/pet-store.ts';
import { createDbBackups, type DbBackups } from './db-backups.ts';
import { createCompactionSchedule } from './compaction-schedule.ts';
import { shownPath } from '../shown-path.ts';
import { lockDbFile } from './db-lock.ts';
import { resolveDbPaths } from './db-paths.ts';
import { watchDbFile } from './db-watcher.ts';
import { createJsonFileAdapter, DbFileChangedError, type JsonFileAdapter } from './json-file-adapter.ts';

interface Log {
  info(line: string): void;
  error(line: string): void;
}

export interface DbFile {
  adapter: JsonFileAdapter;
  /** What scenario loads and resets replaced, beside the file. */
  backups: DbBackups;
  /** Starts following the file with this store: hand edits are loaded, the log is compacted. */
  follow(store: PetStore, onReload: () => void): void;
  /** What the dashboard's Store view shows. */
  storage(): Promise<StorageInfo>;
  /** Stops following, compacts what is left, closes the log and lets the lock go. */
  close(): Promise<void>;
}

/**
 * Takes a db file for this server: its lock first (a second server on the file is refused with
 * `DbFileLockedError` before anything is read), then its adapter. Once `follow` is called, a
 * change someone else makes to the file is checked and loaded, and the append log is compacted
 * into the file when creates pause, at most every few seconds, at start and at shutdown.
 * @example const db = openDbFile('.data/db.json', { fsync: false, log: console });
 */
export function openDbFile(given: string, { fsync, log }: { fsync: boolean; log: Log }): DbFile {
  const paths = resolveDbPaths(given);
  const lock = lockDbFile(paths);
  const schedule = createCompactionSchedule(() => compact());
  const adapter = createJsonFileAdapter(paths, { fsync, onAppend: () => schedule.appended() });
  let store: PetStore | undefined;
  let watcher: { close(): void } | undefined;
  let lastReload: { at: string; pets: number } | null = null;
  let reloaded = () => {};
  let reloading: Promise<void> | undefined;
  let again = false;
  let lastFailure: string | undefined;

  async function reload(): Promise<void> {
    try {
      const outcome = await store!.reload(() => adapter.readEdit());
      if (!outcome) return;
      lastReload = { at: new Date().toISOString(), pets: outcome.pets };
      const moves = outcome.moved.map(
        ({ from, to }) => `pet ${from} added by hand took the id of a created pet: it is now ${to}`,
      );
      log.info(`reloaded ${paths.shown} (${outcome.pets} pets)${moves.length > 0 ? `; ${moves.join('; ')}` : ''}`);
      if (store!.appended() > 0) schedule.appended();
    } catch (error) {
      if (!(error instanceof StoreLoadError)) throw error;
      log.error(
        `cannot reload ${paths.shown}: ${error.message}. Still serving the last good data (${store!.count()} pets); ` +
          'creates answer 503 until the file is fixed, or POST /__admin/reset overwrites it.',
      );
    }
    reloaded();
  }

  /** One reload at a time; changes seen meanwhile get one more. */
  function reloadSoon(): Promise<void> {
    if (reloading) {
      again = true;
      return reloading;
    }
    reloading = reload()
      .catch((error: Error) => log.error(`cannot reload ${paths.shown}: ${error.message}`))
      .finally(() => {
        reloading = undefined;
        if (again) {
          again = false;
          void reloadSoon();
        }
      });
    return reloading;
  }

  async function compact(): Promise<void> {
    if (!store || adapter.problem() !== null) return;
    try {
      await store.checkpoint();
      lastFailure = undefined;
    } catch (error) {
      if (error instanceof DbFileChangedError) {
        await reloadSoon();
      } else {
        // A refusal of the adapter's own (the file was made read-only) says so; a system error gives its code.
        const reason =
          error instanceof ApiError
            ? 'it is read-only'
            : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
        if (reason !== lastFailure) {
          log.error(
            `cannot compact ${paths.shown} (${reason}): its creates stay safe in ${paths.log}; trying again later.`,
          );
        }
        lastFailure = reason;
      }
      if (store.appended() > 0) schedule.appended();
    }
  }

  return {
    adapter,
    backups: createDbBackups(paths),
    follow(following, onReload) {
      store = following;
      reloaded = onReload;
      watcher = watchDbFile(
        paths,
        () => void reloadSoon(),
        (error) => log.error(`cannot watch ${paths.shown}: ${error.message}`),
      );
      if (store.appended() > 0) schedule.soon();
    },
    async storage() {
      return {
        kind: 'file',
        path: shownPath(paths.file),
        bytes: await stat(paths.file).then(
          ({ size }) => size,
          () => null,
        ),
        lock: { path: shownPath(lock.path), pid: process.pid },
        log: { path: shownPath(paths.log), bytes: adapter.log.bytes(), pets: adapter.log.entries() },
        fsync,
        lastReload,
        problem: adapter.problem(),
      };
    },
    async close() {
      watcher?.close();
      await reloading;
      await schedule.stop();
      if (store && store.appended() > 0) await compact();
      await adapter.close();
      lock.release();
    },
  };
}
