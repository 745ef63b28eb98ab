import { lstatSync, mkdirSync, realpathSync, type Stats } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ApiError } from '../../core/exchange/errors.ts';
import type { RecordingSink } from '../../core/state/recording.ts';
import { makeRealFolders, temporaryOf, writeNoFollow } from './write-no-follow.ts';

/**
 * Opens recording files named over HTTP (`POST /__admin/recording {"file"}`), only inside `folder`:
 * a relative `.json` path that stays inside it and passes through no symbolic link at all (a
 * folder, the file, or the temporary name beside it; dangling or not). Anything else is a 400
 * `invalid_body` and nothing is written. Each write checks the folders again and follows no link,
 * so a link planted later fails the write instead of leading out. (`--record` may name any path.)
 * @example const open = createRecordingFolder('recordings'); open('staging.json').name // '/…/recordings/staging.json'
 */
export function createRecordingFolder(folder: string): (file: string) => RecordingSink {
  const given = resolve(folder);
  return (file) => {
    const refuse = (why: string) =>
      new ApiError({
        code: 'invalid_body',
        message: `Cannot record to ${JSON.stringify(file)}: ${why}. Name a .json file inside ${given}.`,
      });
    if (file.includes('\0') || isAbsolute(file)) throw refuse('that is not a path inside the recordings folder');
    // The folder itself is where the person put it (a link to it is theirs): its real path is the root.
    mkdirSync(given, { recursive: true });
    const root = realpathSync(given);
    const target = resolve(root, file);
    if (target === root || !within(root, target)) throw refuse('that is not a path inside the recordings folder');
    if (!target.endsWith('.json')) throw refuse('a recording is a .json file');
    const parts = relative(root, target).split(sep);
    for (let depth = 1; depth <= parts.length; depth++) {
      const path = join(root, ...parts.slice(0, depth));
      const stats = lstatOrNull(path);
      if (stats === null) break;
      if (stats.isSymbolicLink()) throw refuse(`${path} is a symbolic link, and recordings follow none`);
      if (depth < parts.length ? !stats.isDirectory() : !stats.isFile())
        throw refuse(`${path} is not a ${depth < parts.length ? 'folder' : 'file'}`);
    }
    const temporary = lstatOrNull(temporaryOf(target));
    if (temporary && !temporary.isFile()) {
      throw refuse(
        `${temporaryOf(target)}, where the file is written first, is ${temporary.isSymbolicLink() ? 'a symbolic link' : 'in the way'}`,
      );
    }
    return {
      name: target,
      async write(text) {
        await makeRealFolders(root, dirname(target));
        await writeNoFollow(target, text);
      },
    };
  };
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

function within(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return !isAbsolute(rest) && rest.split(sep)[0] !== '..';
}
