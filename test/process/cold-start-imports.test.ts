import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/** Static value imports (not `import type`, not dynamic `import()`), by specifier. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"]([^'"]+)['"]/g)].map(
    (match) => match[1]!,
  );
}

/** The static graph under a module: our files it loads, and each package with a file that imports it. */
function staticGraph(entry: string): { files: Set<string>; packages: Map<string, string> } {
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
  return { files: new Set([...seen].map((file) => relative(repoRoot, file))), packages };
}

/** Every package a module loads, following relative imports through the whole static graph. */
const packagesLoadedBy = (entry: string): Map<string, string> => staticGraph(entry).packages;

describe('a cold start loads only what a default store needs', () => {
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

describe('a server start loads what serving needs, the rest when first used', () => {
  // Each module costs a start about 0.3 ms to resolve, read and link; these serve no default start.
  const notAtStart = [
    'core/index.ts',
    'core/internal.ts',
    'core/reports/har.ts',
    'core/state/coverage.ts',
    'core/store/builtin-scenarios.ts',
    // A start in memory reads no file: the db file's code loads for a start on one.
    'server/db-file/db-file.ts',
  ];

  it('server/main.ts reaches neither barrel (public or internal), nor HAR, coverage reports, built-in scenarios or the db file code', () => {
    const { files } = staticGraph('server/main.ts');
    expect(files.has('core/create-mock.ts')).toBe(true);
    expect(notAtStart.filter((file) => files.has(file))).toEqual([]);
  });

  it('server/main.ts loads neither the MCP SDK nor Zod: they load on the first request to /__admin/mcp', () => {
    const { files, packages } = staticGraph('server/main.ts');
    expect([...packages.keys()].filter((specifier) => /^(@modelcontextprotocol|zod)(\/|$)/.test(specifier))).toEqual(
      [],
    );
    expect([...files].filter((file) => file.startsWith('server/mcp/'))).toEqual(['server/mcp/mcp-routes.ts']);
    expect([...staticGraph('server/mcp/mcp-endpoint.ts').packages.keys()]).toContain(
      '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js',
    );
  });

  it('would see them through a static import', () => {
    expect(staticGraph('core/internal.ts').files).toContain('core/store/builtin-scenarios.ts');
  });
});
