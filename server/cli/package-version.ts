import { readFileSync } from 'node:fs';

/** This package's version, found from the source tree or from the built `dist/`. */
export function packageVersion(): string {
  for (const path of ['../../package.json', '../../../package.json']) {
    try {
      const { name, version } = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
      if (name === 'animal-store-mock') return version;
    } catch {
      // not at this level; try the next
    }
  }
  return '0.0.0';
}
