import type { BigIntStats } from 'node:fs';
import { stat } from 'node:fs/promises';

/**
 * One version of a file, told apart without reading it: inode, size and modification time in ns.
 * A rename keeps all three, so a file this server wrote keeps the identity it had when written.
 */
export type FileIdentity = string;

export const identityOf = ({ ino, size, mtimeNs }: BigIntStats): FileIdentity => `${ino}:${size}:${mtimeNs}`;

/** The identity of what is at `path` now; null when nothing is. */
export async function currentIdentity(path: string): Promise<FileIdentity | null> {
  try {
    return identityOf(await stat(path, { bigint: true }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
