import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/** Every module the core (and the fixtures it seeds from) imports, by file. */
function importsOf(folder: string): { file: string; specifier: string }[] {
  const files = readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(repoRoot, folder, file));
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)]
      .map((match) => ({ file: relative(repoRoot, file), specifier: (match[1] ?? match[2])! })),
  );
}

const forbidden = (specifier: string) =>
  specifier.startsWith('node:') ||
  builtinModules.includes(specifier.split('/')[0]!) ||
  /^(koa|msw)(\/|$)|^@koa\//.test(specifier) ||
  /^lowdb\/node/.test(specifier);

describe('the framework-free core', () => {
  it.for(['core', 'fixtures'])('%s imports no node built-in, koa, msw or lowdb/node', (folder) => {
    const imports = importsOf(folder);
    expect(imports.length).toBeGreaterThan(3);
    expect(imports.filter(({ specifier }) => forbidden(specifier))).toEqual([]);
  });

  it('recognises each kind of forbidden import', () => {
    expect(['node:fs', 'fs', 'path/posix', 'koa', '@koa/router', 'msw', 'msw/node', 'lowdb/node'].filter(forbidden)).toHaveLength(8);
    expect(['lowdb', 'ajv/dist/2020.js', '@faker-js/faker/locale/en', './app.ts'].filter(forbidden)).toEqual([]);
  });
});
