import { open } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * fsyncs the folder of `path`, so that a file created or renamed there survives a power cut.
 * @example await rename(temporary, file); await syncFolder(file);
 */
export async function syncFolder(path: string): Promise<void> {
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
