import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { RecordingSink } from '../../core/index.ts';

/**
 * A recording written to `path`: each write replaces the whole file atomically (a temp file beside
 * it, then rename), so a reader never sees half a scenario. Folders are created on the first write.
 * @example mock.controls.recording.start(createRecordingFile('recordings/staging.json'))
 */
export function createRecordingFile(path: string): RecordingSink {
  const temporary = join(dirname(path), `.${basename(path)}.tmp`);
  return {
    name: path,
    async write(text) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temporary, text);
      await rename(temporary, path);
    },
  };
}
