import { constants, existsSync } from 'node:fs';
import { open, readFile, truncate, type FileHandle } from 'node:fs/promises';
import { StoreLoadError } from '../../core/store/open-store.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { syncFolder } from './sync-folder.ts';

export interface AppendLog {
  /** The logged pets, parsed (not yet checked); a torn last line is dropped from the file too. */
  read(): Promise<unknown[]>;
  /** Adds pets, one JSON line each; resolves once they are written (and synced, with `fsync`). */
  append(pets: readonly Pet[]): Promise<void>;
  /** Empties the log, once its pets are in the db file. */
  clear(): Promise<void>;
  bytes(): number;
  entries(): number;
  close(): Promise<void>;
}

/**
 * The append-only log of acknowledged creates beside the db file: a create costs one small
 * append at any store size. A failed append is cut off again, so the log never holds half a line
 * before a whole one; a line torn by a crash can only be the last, and was never acknowledged.
 * @example const log = createAppendLog('.data/db.json.log', { fsync: false }); await log.append([pet]);
 */
export function createAppendLog(path: string, { fsync }: { fsync: boolean }): AppendLog {
  let file: FileHandle | undefined;
  let bytes = 0;
  let entries = 0;
  // After a failed write that could not be cut off: cut before the next one.
  let cutNeeded = false;

  const handle = async (): Promise<FileHandle> => {
    if (file) return file;
    const created = !existsSync(path);
    // A link planted at the log's name is refused (ELOOP), never written through.
    file = await open(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
    if (created && fsync) await syncFolder(path);
    return file;
  };
  const cut = async (log: FileHandle) => {
    await log.truncate(bytes);
    cutNeeded = false;
  };

  return {
    async read() {
      let text: Buffer;
      try {
        text = await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const whole = text.lastIndexOf(0x0a) + 1;
      if (whole < text.length) await truncate(path, whole);
      const lines =
        whole === 0
          ? []
          : text
              .subarray(0, whole - 1)
              .toString('utf8')
              .split('\n');
      bytes = whole;
      entries = lines.length;
      return lines.map((line, index) => {
        try {
          return JSON.parse(line) as unknown;
        } catch (error) {
          throw new StoreLoadError(
            `line ${index + 1} of its append log ${path} is not JSON (${(error as Error).message}); ` +
              'the log holds acknowledged creates: mend that line by hand',
          );
        }
      });
    },
    async append(pets) {
      const text = `${pets.map((pet) => JSON.stringify(pet)).join('\n')}\n`;
      const log = await handle();
      try {
        if (cutNeeded) await cut(log);
        await log.writeFile(text);
        if (fsync) await log.datasync();
      } catch (error) {
        cutNeeded = true;
        await cut(log).catch(() => undefined);
        throw error;
      }
      bytes += Buffer.byteLength(text);
      entries += pets.length;
    },
    async clear() {
      if (!file && !existsSync(path)) return;
      const log = await handle();
      await log.truncate(0);
      if (fsync) await log.datasync();
      bytes = 0;
      entries = 0;
      cutNeeded = false;
    },
    bytes: () => bytes,
    entries: () => entries,
    async close() {
      await file?.close();
      file = undefined;
    },
  };
}
