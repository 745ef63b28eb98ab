import { accessSync, constants, lstatSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';

/** The db file given cannot be served as the mock serves files: it is not a writable regular file. */
export class DbFileUnusableError extends Error {
  readonly code = 'db_unusable';
  override name = 'DbFileUnusableError';
  readonly file: string;
  /** 2 for a `--db` that names what is no file of its own (a link), as for any bad argument; 1 otherwise. */
  readonly exitCode: 1 | 2;
  constructor(file: string, reason: string, exitCode: 1 | 2 = 1) {
    super(`the db file ${file} ${reason}`);
    this.file = file;
    this.exitCode = exitCode;
  }
}

/**
 * Refuses, before anything is opened, locked or created, a `--db` that is not a regular file the
 * mock may rewrite, or that sits in a folder it cannot write: a FIFO would hang the start, a
 * read-only file would be replaced by a writable one, a read-only folder would end in a stack trace.
 * @example checkDbFile('/tmp/pipe', '/tmp/pipe') // throws DbFileUnusableError: '... is a FIFO (named pipe), not a file'
 */
export function checkDbFile(absolute: string, shown: string): void {
  // A link, dangling or not: writing the file anew would replace the link, or go where it points.
  if (lstatOrNull(absolute)?.isSymbolicLink()) {
    throw new DbFileUnusableError(
      shown,
      'is a symbolic link, and the mock follows no link when it writes: give --db the path of the file itself',
      2,
    );
  }
  const file = statOrNull(absolute);
  if (file && !file.isFile())
    throw new DbFileUnusableError(shown, `is ${kindOf(file)}, not a file: give --db the path of a JSON file`);
  if (file && !writable(absolute, file)) {
    throw new DbFileUnusableError(
      shown,
      'is read-only, and the mock never rewrites a file its owner made read-only: make it writable, or run with --in-memory to serve without writing',
    );
  }
  const folder = statOrNull(dirname(absolute));
  if (folder?.isDirectory() && !writable(dirname(absolute), folder)) {
    throw new DbFileUnusableError(
      shown,
      `is in a read-only folder (${dirname(absolute)}), where its log and lock cannot be made: point --db elsewhere, or run with --in-memory`,
    );
  }
}

/**
 * Whether the file at `path` is one its owner made read-only (by its mode, or by being someone
 * else's): checked before every write while the server runs, not only at start. False when there
 * is no file yet.
 * @example chmodSync('db.json', 0o444); isReadOnly('db.json') // true
 */
export function isReadOnly(path: string): boolean {
  const file = statOrNull(path);
  if (file === null) return false;
  return file.isFile() && !writable(path, file);
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

/** Writable for this process, and meant to be: root may write anything, but no write bit means "keep it". */
function writable(path: string, stats: Stats): boolean {
  if ((stats.mode & 0o222) === 0) return false;
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}
