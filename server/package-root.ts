import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/**
 * The folder of this package's package.json: the checkout when run from source, the installed
 * package when run from dist/. Found by walking up rather than by a relative path, because the
 * bundler decides which file of dist/ (an entry or a chunk) holds this module.
 *
 * @example readFileSync(join(packageRoot(), 'package.json'), 'utf8')
 */
export function packageRoot(): string {
  if (found !== undefined) return found;
  let folder = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      if (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name === 'animal-store-mock')
        return (found = folder);
    } catch {
      // no package.json here, or not ours (dist/cjs has one): look one level up
    }
    const parent = dirname(folder);
    if (parent === folder)
      throw new Error(
        `animal-store-mock: no package.json of animal-store-mock above ${fileURLToPath(import.meta.url)}`,
      );
    folder = parent;
  }
}

/** Run from the TypeScript source (a checkout), not from the package's dist/. */
export const fromSource = import.meta.url.endsWith('.ts');
