import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { RecordingSink } from '../../core/internal.ts';
import { writeNoFollow } from './write-no-follow.ts';

/**
 * A recording written to `path` (the command line's `--record`, any path): each write replaces the
 * whole file atomically (a temp file beside it, then rename), so a reader never sees half a
 * scenario. Folders are created on the first write.
 * @example mock.controls.recording.start(createRecordingFile('recordings/staging.json'))
 */
export function createRecordingFile(path: string): RecordingSink {
  return {
    name: path,
    async write(text) {
      await mkdir(dirname(path), { recursive: true });
      await writeNoFollow(path, text);
    },
  };
}
