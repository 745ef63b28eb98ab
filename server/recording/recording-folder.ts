import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { ApiError, type RecordingSink } from '../../core/index.ts';
import { createRecordingFile } from './recording-file.ts';

/**
 * Opens recording files named over HTTP (`POST /__admin/recording {"file"}`), only inside `folder`:
 * a relative `.json` path that stays inside it, through no link that leads out. Anything else is a
 * 400 `invalid_body` and nothing is written. (The command line's `--record` may name any path.)
 * @example const open = createRecordingFolder('recordings'); open('staging.json').name // '/…/recordings/staging.json'
 */
export function createRecordingFolder(folder: string): (file: string) => RecordingSink {
  const root = resolve(folder);
  return (file) => {
    const target = resolve(root, file);
    const refuse = (why: string) => new ApiError('invalid_body', `Cannot record to ${JSON.stringify(file)}: ${why}. Name a .json file inside ${root}.`);
    if (file.includes('\0') || isAbsolute(file) || target === root || !within(root, target)) throw refuse('that is not a path inside the recordings folder');
    if (!target.endsWith('.json')) throw refuse('a recording is a .json file');
    // A link inside the folder may lead out of it: the deepest folder that exists must really be inside.
    let existing = dirname(target);
    while (!existsSync(existing) && existing !== root) existing = dirname(existing);
    if (existsSync(existing) && !within(realpathSync(root), realpathSync(existing))) {
      throw refuse('a link leads out of the recordings folder');
    }
    return createRecordingFile(target);
  };
}

function within(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return !isAbsolute(rest) && rest.split(sep)[0] !== '..';
}
