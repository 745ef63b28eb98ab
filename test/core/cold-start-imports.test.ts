import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/** Static value imports (not `import type`, not dynamic `import()`), by specifier. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!);
}

/** Every package a module loads, following relative imports through the whole static graph. */
function packagesLoadedBy(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        if (/\.tsx?$/.test(specifier)) visit(resolve(dirname(file), specifier));
      } else {
        packages.set(specifier, relative(repoRoot, file));
      }
    }
  };
  visit(join(repoRoot, entry));
  return packages;
}

describe('a cold start loads only what a default store needs (issue 14)', () => {
  it.for(['mocks/index.ts', 'mocks/browser.ts', 'core/index.ts'])('%s loads neither Ajv nor faker', (entry) => {
    const loaded = packagesLoadedBy(entry);
    expect(loaded.size).toBeGreaterThan(0);
    const heavy = [...loaded].filter(([specifier]) => /^(ajv|@faker-js)(\/|$)/.test(specifier));
    expect(heavy, 'validators are generated ahead of time; faker is imported when pets must be generated').toEqual([]);
  });

  it('generates pets without faker (its name lists are generated, its draws come from pure-rand)', () => {
    expect([...packagesLoadedBy('fixtures/generate-pets.ts').keys()]).toEqual(['pure-rand/generator/mersenne']);
  });

  it('would see a static import of faker', () => {
    expect([...packagesLoadedBy('fixtures/create-faker.ts').keys()]).toContain('@faker-js/faker/locale/en');
  });
});
