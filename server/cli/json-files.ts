import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

export type JsonFiles = { ok: true; files: string[] } | { ok: false; line: string };

/**
 * A file as itself, a folder as the `.json` files in it (sorted); one line when it cannot be read
 * or the folder holds none.
 * @example await jsonFilesOf('pacts/parts') // { ok: true, files: ['pacts/parts/pw-w0-….json', …] }
 */
export async function jsonFilesOf(path: string): Promise<JsonFiles> {
  try {
    if (!(await stat(path)).isDirectory()) return { ok: true, files: [path] };
    const files = (await readdir(path)).filter((name) => name.endsWith('.json')).sort();
    if (files.length === 0) return { ok: false, line: `${path}: the folder holds no .json file` };
    return { ok: true, files: files.map((name) => join(path, name)) };
  } catch (error) {
    return { ok: false, line: `${path}: cannot read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})` };
  }
}
