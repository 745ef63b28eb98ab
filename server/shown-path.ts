import { isAbsolute, relative, resolve } from 'node:path';

/**
 * A path as a person reads it: relative to the working folder when it lies inside it, else absolute.
 * @example shownPath('/home/me/app/.data/db.json') // '.data/db.json' (run in /home/me/app)
 */
export function shownPath(path: string, cwd = process.cwd()): string {
  const absolute = resolve(cwd, path);
  const inside = relative(cwd, absolute);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : absolute;
}
