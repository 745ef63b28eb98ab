import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/**
 * One matcher decides which operation of the spec a path is (`matchApiOperation` in
 * `core/exchange/route-matcher.ts`); a second one drifts from it (a base path, a trailing slash, a
 * decoding told apart). These are the marks of a module matching paths on its own.
 */
const marks: { name: string; pattern: RegExp }[] = [
  { name: 'builds a route matcher', pattern: /createRouteMatcher\s*\(/ },
  { name: 'captures a path segment', pattern: /\(\[\^\/\]\+\)/ },
  { name: 'compiles a path into a regex', pattern: /new RegExp\([^)]*(basePath|\.path\b)/ },
];

/** Where a mark is allowed: the one matcher, and the control plane's routes (the admin spec, not the API's). */
const allowed: Record<string, readonly string[]> = {
  'core/exchange/route-matcher.ts': [
    'builds a route matcher',
    'captures a path segment',
    'compiles a path into a regex',
  ],
  'core/admin/admin-app.ts': ['builds a route matcher'],
};

const scanned = ['core', 'server', 'mocks', 'playwright'];

async function sourceFiles(root: string, folder: string): Promise<string[]> {
  const entries = await readdir(join(root, folder), { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !/\.(test|generated)\.ts$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Each `file: mark` found in the tree at `root` that its file is not allowed. */
async function secondMatchers(root: string): Promise<string[]> {
  const files = (await Promise.all(scanned.map((folder) => sourceFiles(root, folder)))).flat().sort();
  const found: string[] = [];
  for (const file of files) {
    const code = (await readFile(join(root, file), 'utf8')).replace(/^\s*(\/\/|\*).*$/gm, '');
    for (const { name, pattern } of marks) {
      if (pattern.test(code) && !allowed[file]?.includes(name)) found.push(`${file}: ${name}`);
    }
  }
  return found;
}

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map((tree) => rm(tree, { recursive: true, force: true })));
});

describe('one route matcher', () => {
  it('is the only module that matches paths against the spec', async () => {
    expect(await secondMatchers(repoRoot)).toEqual([]);
  });

  it.for([
    {
      planted: 'a matcher of its own over the spec',
      code: 'const match = createRouteMatcher(listSpecOperations(openapiDocument), basePath);\n',
      expected: ['core/reports/contract-exchange.ts: builds a route matcher'],
    },
    {
      planted: 'a path regex made by hand',
      code: "const pattern = new RegExp(`^${basePath}${operation.path.replace(/:\\w+/g, '([^/]+)')}$`);\n",
      expected: [
        'core/reports/contract-exchange.ts: captures a path segment',
        'core/reports/contract-exchange.ts: compiles a path into a regex',
      ],
    },
  ])('fails on $planted', async ({ code, expected }) => {
    const tree = await mkdtemp(join(tmpdir(), 'one-matcher-'));
    trees.push(tree);
    const file = join(tree, 'core/reports/contract-exchange.ts');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, code);
    expect(await secondMatchers(tree)).toEqual(expected);
  });
});
