import { watch } from 'node:fs';
import { basename } from 'node:path';
import type { DbPaths } from './db-paths.ts';

/** Editors write a file in several steps: wait until it has been still this long. */
const settleMs = 50;

/**
 * Calls `onChange` once the db file was changed and then left alone for a moment. It watches the
 * folder, not the file: an editor, `git checkout` or this server replace the file by a rename,
 * and a watch on the old file would go quiet.
 * @example const watcher = watchDbFile(paths, () => reload(), console.error); watcher.close();
 */
export function watchDbFile(paths: DbPaths, onChange: () => void, onError: (error: Error) => void): { close(): void } {
  const name = basename(paths.file);
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(paths.folder, { persistent: false }, (_event, changed) => {
    if (changed !== null && changed !== name) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, settleMs);
  });
  watcher.on('error', onError);
  return {
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
