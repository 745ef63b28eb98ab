import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a `.gitignore` that ignores everything into a folder the mock just created (never into
 * one that existed: that one is the person's), so git never offers its data, lock, log or backups.
 * @example mkdirSync('.data'); ignoreFolderInGit('.data');
 */
export function ignoreFolderInGit(folder: string): void {
  try {
    writeFileSync(join(folder, '.gitignore'), '# Made by animal-store-mock: its data stays out of git.\n*\n', {
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
