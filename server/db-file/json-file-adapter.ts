import { constants } from 'node:fs';
import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { ApiError } from '../../core/exchange/errors.ts';
import { checkStoreData } from '../../core/store/check-store-data.ts';
import { StoreLoadError } from '../../core/store/open-store.ts';
import type { StoreAdapter } from '../../core/store/store-adapter.ts';
import type { StoreData } from '../../core/store/store-data.ts';
import { createAppendLog } from './append-log.ts';
import { isReadOnly } from './db-file-check.ts';
import { dbFileReconcile } from './merge-unseen.ts';
import type { DbPaths } from './db-paths.ts';
import { currentIdentity, identityOf, type FileIdentity } from './file-identity.ts';
import { createStoreFileText } from './store-file-text.ts';
import { syncFolder } from './sync-folder.ts';

/** A compaction found the file changed by someone else: it wrote nothing. */
export class DbFileChangedError extends Error {
  readonly code = 'db_changed';
  override name = 'DbFileChangedError';
}

export interface JsonFileAdapter extends StoreAdapter {
  /**
   * The file as someone else left it, checked; null when it is still the version last read or
   * written here. A file that cannot be used rejects with `StoreLoadError`, and from then on
   * creates are refused and nothing is compacted until a usable edit, or a `write` (a reset).
   */
  readEdit(): Promise<StoreData | null>;
  /** Why creates are refused (a hand edit that cannot be used), or null. */
  problem(): string | null;
  log: { path: string; bytes(): number; entries(): number };
  close(): Promise<void>;
}

/**
 * The lowdb adapter of the JSON db file, with the append-only log beside it. `write` and
 * `checkpoint` replace the whole file atomically (a temp file, then rename) and then empty the log;
 * `append` adds created pets to the log. With `fsync`, each of them returns only once the data
 * reached the disk: the file and, after a rename, its folder.
 * @example const adapter = createJsonFileAdapter(resolveDbPaths('.data/db.json'), { fsync: false });
 */
export function createJsonFileAdapter(
  paths: DbPaths,
  { fsync, onAppend = () => {} }: { fsync: boolean; onAppend?: () => void },
): JsonFileAdapter {
  const chunks = createStoreFileText();
  const log = createAppendLog(paths.log, { fsync });
  // The version of the file the store holds (read or written here): anything else is an edit.
  let known: FileIdentity | null = null;
  let problem: string | null = null;

  // Made read-only while the server runs: refused before each write, so it is never replaced.
  const checkWritable = () => {
    if (isReadOnly(paths.file)) throw readOnlyRefusal(paths.shown);
  };

  const writeWhole = async (data: StoreData, guard: boolean): Promise<void> => {
    checkWritable();
    // Requests go on while it is written: the pets of this moment are what goes out.
    const snapshot = { meta: { ...data.meta }, pets: data.pets.slice() };
    // The new file gets the mode the old one had (a 0600 file stays private).
    const mode = await stat(paths.file).then(
      ({ mode: bits }) => bits & 0o777,
      () => 0o644,
    );
    // A link planted at the temporary name is refused (ELOOP), never written through.
    const file = await open(
      paths.temporary,
      constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
      0o644,
    );
    let written: FileIdentity;
    try {
      await file.chmod(mode);
      for (const piece of chunks(snapshot)) await file.writeFile(piece);
      if (fsync) await file.sync();
      written = identityOf(await file.stat({ bigint: true }));
    } catch (error) {
      // A half-written temp file would only hold disk space (a full disk, say) until the next try.
      await file.close();
      await rm(paths.temporary, { force: true });
      throw error;
    }
    await file.close();
    // A compaction never writes over a change it has not read; the window left is the rename itself.
    const now = await currentIdentity(paths.file);
    if (guard && now !== null && now !== known) {
      await rm(paths.temporary, { force: true });
      throw new DbFileChangedError(`${paths.shown} was changed by someone else`);
    }
    // Made read-only while this was written: still refused, the window left is the rename itself.
    if (isReadOnly(paths.file)) {
      await rm(paths.temporary, { force: true });
      throw readOnlyRefusal(paths.shown);
    }
    await rename(paths.temporary, paths.file);
    if (fsync) await syncFolder(paths.file);
    known = written;
    await log.clear();
  };

  return {
    log: { path: paths.log, bytes: log.bytes, entries: log.entries },
    problem: () => problem,
    checkWritable,
    async read() {
      const version = await readVersion(paths.file);
      if (!version) return null;
      known = version.identity;
      return parseStoreText(version.text) as StoreData; // openStore checks it
    },
    readAppended: () => log.read(),
    // What the log and a hand edit mean for the pets beside the file's whole data.
    reconcile: dbFileReconcile,
    async append(pets) {
      if (problem !== null) throw refusal(paths.shown, problem);
      await log.append(pets);
      onAppend();
    },
    async write(data) {
      await writeWhole(data, false);
      problem = null;
    },
    async checkpoint(data) {
      if (problem !== null) throw refusal(paths.shown, problem);
      await writeWhole(data, true);
    },
    async readEdit() {
      if ((await currentIdentity(paths.file)) === known) return null;
      const version = await readVersion(paths.file);
      if (!version || version.identity === known) return null;
      known = version.identity;
      try {
        const data = checkStoreData(parseStoreText(version.text));
        problem = null;
        return data;
      } catch (error) {
        problem = error instanceof SyntaxError ? `not valid JSON: ${error.message}` : (error as Error).message;
        throw new StoreLoadError(problem);
      }
    },
    close: () => log.close(),
  };
}

/** The file's text and the identity it had when read; null when there is no file. */
async function readVersion(path: string): Promise<{ text: string; identity: FileIdentity } | null> {
  let file: FileHandle;
  try {
    file = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const identity = identityOf(await file.stat({ bigint: true }));
    // Decoded whole, once: decoding chunk by chunk took twice as long (docs/performance.md) and
    // left JSON.parse a string of pieces to flatten.
    return { identity, text: (await file.readFile()).toString('utf8') };
  } finally {
    await file.close();
  }
}

function parseStoreText(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // `null` would read as "no file yet" and be seeded over; a file that holds it is simply wrong.
  if (value === null) throw new SyntaxError('the file holds null, not a store');
  return value;
}

function refusal(file: string, problem: string): ApiError {
  return new ApiError({
    code: 'storage_unavailable',
    message:
      `The db file ${file} was changed by hand and cannot be used (${problem}). ` +
      'Creates are refused until the file is fixed, or POST /__admin/reset overwrites it; nothing was added.',
  });
}

function readOnlyRefusal(file: string): ApiError {
  return new ApiError({
    code: 'storage_unavailable',
    message:
      `The db file ${file} was made read-only while the server runs, and the mock never rewrites ` +
      'a file its owner made read-only: make it writable again (chmod u+w) to go on changing it; nothing changed.',
  });
}
