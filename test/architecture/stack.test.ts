import { appendFile, cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

// The very config `npm run lint:deps` runs, so a rule removed or loosened there fails here.
const options = await extractDepcruiseOptions(join(repoRoot, '.dependency-cruiser.mjs'));

const trees: string[] = [];
afterEach(async () => {
  await Promise.all(trees.splice(0).map((tree) => rm(tree, { recursive: true, force: true })));
});

/** Cruises a tree of files written into a fresh temp folder; returns each violation as `rule: from → to`. */
async function violationsIn(files: Record<string, string>): Promise<string[]> {
  const tree = await mkdtemp(join(tmpdir(), 'stack-'));
  trees.push(tree);
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(tree, file)), { recursive: true });
    await writeFile(join(tree, file), text);
  }
  const { output } = await cruise(['.'], { ...options, baseDir: tree });
  return (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

interface Room {
  room: string;
  files: string[];
  reachedBy?: string[];
}
const { coreRooms } = (await import(pathToFileURL(join(repoRoot, '.dependency-cruiser.mjs')).href)) as {
  coreRooms: Room[][];
};

/** The rooms of core/ that are a folder, bottom first, with their level. */
const folderRooms = coreRooms.flatMap((rooms, level) =>
  rooms.flatMap(({ room, files, reachedBy }) =>
    files.filter((file) => file.endsWith('/')).map((folder) => ({ room, folder, level, reachedBy })),
  ),
);
/** Two rooms of one level, neither a feature (whose own rule would name the arrow too). */
const besideRooms = (() => {
  const plain = folderRooms.filter(({ reachedBy }) => !reachedBy);
  const first = plain.find((room) => plain.some((other) => other !== room && other.level === room.level))!;
  return [first, plain.find((other) => other !== first && other.level === first.level)!] as const;
})();
const feature = folderRooms.find(({ reachedBy }) => reachedBy)!;

/** A tree where a file of room `from` imports (a type, or a value) from room `to`, and the violation it makes. */
function arrow(
  from: (typeof folderRooms)[number],
  to: (typeof folderRooms)[number],
  kind: 'type' | 'value' = 'value',
  rule = 'core-room-order',
): { files: Record<string, string>; expected: string[] } {
  const source = `${from.folder}a.ts`;
  const target = `${to.folder}b.ts`;
  const specifier = relative(dirname(source), target);
  return {
    files: {
      [source]:
        kind === 'type' ? `import type { B } from '${specifier}';\nexport type A = B;\n` : `import '${specifier}';\n`,
      [target]: 'export type B = 1;\n',
    },
    expected: [`${rule}: ${from.room} imports ${to.room}: ${source} → ${target}`],
  };
}

/** A room on the feature's level importing it: the order and the feature's own rule both refuse it. */
function besideFeature(): { files: Record<string, string>; expected: string[] } {
  const from = folderRooms.find(({ level, room }) => level === feature.level && room !== feature.room)!;
  const { files } = arrow(from, feature, 'type');
  const edge = `${from.room} imports ${feature.room}: ${from.folder}a.ts → ${feature.folder}b.ts`;
  return { files, expected: [`core-feature-reached-through-an-interface: ${edge}`, `core-room-order: ${edge}`] };
}

const fakeKoa = {
  'node_modules/koa/package.json': '{ "name": "koa", "main": "index.js" }',
  'node_modules/koa/index.js': 'export default class Koa {}\n',
};

describe('the folder stack in .dependency-cruiser.mjs', () => {
  it.for<{ arrow: string; files: Record<string, string>; expected: string[] }>([
    {
      arrow: 'the core reaching up into an adapter',
      files: { 'core/a.ts': "import '../server/b.ts';\n", 'server/b.ts': '' },
      expected: ['core-imports-only-core-spec-fixtures: core/a.ts → server/b.ts'],
    },
    {
      arrow: 'the core reaching up into the tests',
      files: { 'core/a.ts': "import type {} from '../test/support.ts';\n", 'test/support.ts': '' },
      expected: ['core-imports-only-core-spec-fixtures: core/a.ts → test/support.ts'],
    },
    {
      arrow: 'the core importing an adapter by the package name, through dist/',
      files: {
        'package.json': '{ "name": "pkg", "exports": { "./msw": "./dist/mocks/index.js" } }',
        'dist/mocks/index.js': '',
        'core/self.ts': "import 'pkg/msw';\n",
      },
      expected: ['core-imports-only-core-spec-fixtures: core/self.ts → dist/mocks/index.js'],
    },
    {
      arrow: 'one adapter importing another',
      files: { 'mocks/x.ts': "import '../server/y.ts';\n", 'server/y.ts': '' },
      expected: ['adapters-never-import-each-other: mocks/x.ts → server/y.ts'],
    },
    {
      arrow: 'an adapter importing a tool on top',
      files: { 'server/s.ts': "import '../scripts/tool.ts';\n", 'scripts/tool.ts': '' },
      expected: ['adapters-import-only-downward: server/s.ts → scripts/tool.ts'],
    },
    {
      arrow: 'the fixtures reaching up into the core',
      files: { 'fixtures/f.ts': "import '../core/c.ts';\n", 'core/c.ts': '' },
      expected: ['bottom-imports-only-spec-fixtures: fixtures/f.ts → core/c.ts'],
    },
    {
      arrow: 'the core importing a node built-in',
      files: { 'core/n.ts': "import { readFileSync } from 'node:fs';\nreadFileSync('x');\n" },
      expected: ['neutral-no-node-builtins: core/n.ts → fs'],
    },
    {
      arrow: 'the fixtures asking process for a node built-in',
      files: { 'fixtures/g.ts': "process.getBuiltinModule('node:fs');\n" },
      expected: ['neutral-no-node-builtins: fixtures/g.ts → fs'],
    },
    {
      arrow: 'the core importing koa',
      files: { ...fakeKoa, 'core/k.ts': "import Koa from 'koa';\nnew Koa();\n" },
      expected: ['neutral-no-adapter-packages: core/k.ts → node_modules/koa/index.js'],
    },
    {
      arrow: 'an import that does not resolve',
      files: { 'server/u.ts': "import './missing.ts';\n" },
      expected: ['every-import-resolves: server/u.ts → ./missing.ts'],
    },
    {
      arrow: 'two core files importing each other, one of them by a dynamic import()',
      files: { 'core/p.ts': "import './q.ts';\n", 'core/q.ts': "export const load = () => import('./p.ts');\n" },
      expected: ['no-circular: core/p.ts → core/q.ts'],
    },
    {
      arrow: 'two files importing each other, one of them by import type only',
      files: {
        'bench/r.ts': "import type { S } from './s.ts';\nexport type R = S;\n",
        'bench/s.ts': "import './r.ts';\nexport type S = 1;\n",
      },
      expected: ['no-circular: bench/r.ts → bench/s.ts'],
    },
    {
      arrow: 'a core room importing a room above it, naming both rooms',
      ...arrow(folderRooms[0]!, folderRooms.find(({ level }) => level > folderRooms[0]!.level)!),
    },
    {
      arrow: 'a core room importing a type from a room above it',
      ...arrow(folderRooms[1]!, folderRooms.at(-1)!, 'type'),
    },
    {
      arrow: 'a core room importing a room beside it (two rooms of one level)',
      ...arrow(...besideRooms),
    },
    {
      arrow: 'the assembly importing the front door above it',
      files: { 'core/create-mock.ts': "import './index.ts';\n", 'core/index.ts': '' },
      expected: ['core-room-order: assembly imports index: core/create-mock.ts → core/index.ts'],
    },
    {
      // Beside it, so the order names the arrow too; both rules say so.
      arrow: 'a room beside a feature importing it directly instead of through its own interface',
      ...besideFeature(),
    },
    {
      arrow: 'a core folder that is no declared room',
      files: { 'core/gadgets/g.ts': "import '../store/s.ts';\n", 'core/store/s.ts': '' },
      expected: ['core-file-in-a-room: core/gadgets/g.ts → core/store/s.ts'],
    },
  ])('fails $arrow, naming the rule', async ({ files, expected }) => {
    expect(await violationsIn(files)).toEqual(expected);
  });

  it('passes a tree whose every arrow points down the stack', async () => {
    const clean = {
      ...fakeKoa,
      'spec/types.ts':
        "export type Pet = { name: string };\nexport const spec = () => import('../fixtures/pets.json');\n",
      'fixtures/pets.json': '[]',
      'fixtures/generate.ts': "import type { Pet } from '../spec/types.ts';\nexport const pets: Pet[] = [];\n",
      'core/store/pets.ts':
        "import { pets } from '../../fixtures/generate.ts';\nimport type { Pet } from '../../spec/types.ts';\nexport const all: Pet[] = pets;\n",
      'core/api/app.ts':
        "import { all } from '../store/pets.ts';\nimport type { Operation } from '../contract/operation.ts';\nexport const app = (operation: Operation) => [operation, all];\n",
      'core/contract/operation.ts': 'export type Operation = { path: string };\n',
      'core/create-mock.ts': "import { app } from './api/app.ts';\nexport const createMock = () => app;\n",
      // A unit test beside its source sits on top of the stack, like test/.
      'core/store/pets.test.ts':
        "import { readFileSync } from 'node:fs';\nimport { createMock } from '../create-mock.ts';\nimport { tool } from '../../scripts/tool.ts';\nexport const t = [readFileSync, createMock, tool];\n",
      'core/index.ts':
        "export { all } from './store/pets.ts';\nexport { createMock } from './create-mock.ts';\nexport const later = () => import('./store/pets.ts');\n",
      'server/http/adapter.ts':
        "import Koa from 'koa';\nimport { all } from '../../core/index.ts';\nimport { spec } from '../../spec/types.ts';\nexport const app = [new Koa(), all, spec];\n",
      'server/bin.ts':
        "import { readFileSync } from 'node:fs';\nimport { app } from './http/adapter.ts';\nexport const run = [readFileSync, app];\n",
      'mocks/index.ts':
        "import { all } from '../core/index.ts';\nimport { pets } from '../fixtures/generate.ts';\nexport const handlers = [all, pets];\n",
      'playwright/index.ts': "import { all } from '../core/index.ts';\nexport const fixture = all;\n",
      'ui/src/main.tsx': "import { all } from '../../core/index.ts';\nexport const view = all;\n",
      'scripts/tool.ts':
        "import { run } from '../server/bin.ts';\nimport { handlers } from '../mocks/index.ts';\nexport const tool = [run, handlers];\n",
      'test/stack.test.ts':
        "import { tool } from '../scripts/tool.ts';\nimport { fixture } from '../playwright/index.ts';\nexport const t = [tool, fixture];\n",
      'vitest.config.ts':
        "import { app } from './server/http/adapter.ts';\nimport { view } from './ui/src/main.tsx';\nexport default [app, view];\n",
    };
    expect(await violationsIn(clean)).toEqual([]);
  });

  it('fails a copy of the real core/ with one upward import planted, naming both rooms', async () => {
    const tree = await mkdtemp(join(tmpdir(), 'stack-copy-'));
    trees.push(tree);
    // Without the tests beside the sources: they import test/ and server/, which the copy leaves out.
    const noTests = (source: string) => !source.endsWith('.test.ts');
    await Promise.all(
      ['core', 'spec', 'fixtures'].map((folder) =>
        cp(join(repoRoot, folder), join(tree, folder), { recursive: true, filter: noTests }),
      ),
    );
    await symlink(join(repoRoot, 'node_modules'), join(tree, 'node_modules'));
    await appendFile(
      join(tree, 'core/store/pet-store.ts'),
      "import type { App } from '../api/app.ts';\nexport type Planted = App;\n",
    );
    const { output } = await cruise(['core'], { ...options, baseDir: tree });
    const violations = (output as ICruiseResult).summary.violations.map(
      ({ rule, from, to }) => `${rule.name}: ${from} → ${to}`,
    );
    // The arrow also closes circles through the API (no-circular says so too); the order names the two rooms.
    expect(violations.filter((violation) => !violation.startsWith('no-circular:'))).toEqual([
      'core-room-order: store imports api: core/store/pet-store.ts → core/api/app.ts',
    ]);
    // dependency-cruiser over a copy of the whole core: 24 s once beside npm test's other suites with both cores busy.
  }, 90_000);

  it('finds every room of the real core/ importing only rooms below it', async () => {
    const { output } = await cruise(['core'], { ...options, baseDir: repoRoot });
    expect(
      (output as ICruiseResult).summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`),
    ).toEqual([]);
  });
});
