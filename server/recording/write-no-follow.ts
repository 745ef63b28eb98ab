import { constants } from 'node:fs';
import { lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

// Created here, never there before, and never through a link: a link planted at the name fails.
const exclusiveNoFollow = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW;

/** The temporary file a write to `path` goes through, in the same folder (so the rename is atomic). */
export const temporaryOf = (path: string): string => join(dirname(path), `.${basename(path)}.tmp`);

/**
 * Replaces the file at `path` with `text` atomically, following no link: the temporary file is
 * created exclusively with no-follow (a leftover regular one is removed first; `rm` removes a link
 * itself, never what it points to), then renamed over `path` (a rename replaces a link, never
 * writes through it).
 * @example await writeNoFollow('/srv/recordings/staging.json', '{}');
 */
export async function writeNoFollow(path: string, text: string): Promise<void> {
  const temporary = temporaryOf(path);
  if ((await lstat(temporary).catch(() => null))?.isFile()) await rm(temporary, { force: true });
  const file = await open(temporary, exclusiveNoFollow, 0o644);
  try {
    await file.writeFile(text);
  } finally {
    await file.close();
  }
  await rename(temporary, path);
}

/**
 * Creates the folders from `root` down to `folder` one at a time, refusing (throwing) any that is
 * a link or not a folder, so that nothing below `root` leads out of it.
 */
export async function makeRealFolders(root: string, folder: string): Promise<void> {
  if (folder === root || !folder.startsWith(`${root}/`)) return;
  await makeRealFolders(root, dirname(folder));
  await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const stats = await lstat(folder);
  if (!stats.isDirectory()) throw new Error(`${folder} is ${stats.isSymbolicLink() ? 'a link' : 'not a folder'}`);
}
