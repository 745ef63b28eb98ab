import { readFileSync } from 'node:fs';
import { lexer } from 'marked';

// The folders form a stack; an import may only point down it, or stay in its own folder:
//
//   top       scripts/  bench/  e2e/  test/, root *.config.ts   may import anything
//   adapters  server/  mocks/  playwright/  ui/                 core, spec, fixtures, own folder
//   core      core/                                             core, spec, fixtures
//   bottom    spec/  fixtures/                                  spec, fixtures
//
// No module imports itself back through any chain: static, dynamic import() or import type.
// core/, spec/ and fixtures/ are neutral: no node built-in, koa, msw, playwright, preact or
// lowdb/node, so the same core runs behind the Koa server and in a browser's service worker.
// `npm run lint:deps` checks the tree; test/architecture/stack.test.ts proves each rule bites.
//
// Inside core/ the rooms (folders) form a stack of their own, bottom first: a room imports only rooms
// below it (`import type` counts), never one beside or above it. The rooms are described once, in
// docs/architecture.md's table, which `coreRooms` below reads.

/**
 * A `to` that matches any file of this repository outside the given folders: by relative path or
 * by the package's own name (which resolves into dist/), but not a node built-in, a package in
 * node_modules, or an import that does not resolve (every-import-resolves reports that one).
 */
const oursOutside = (folders) => ({
  pathNot: [`^(${folders})/`, '(^|/)node_modules/'],
  dependencyTypesNot: ['core'],
  couldNotResolve: false,
});

/** Everything under the adapters, which must run unchanged in node and in a browser. */
const neutral = '^(core|spec|fixtures)/';

/**
 * A unit test beside its source (core/store/pet-store.test.ts) runs in node under Vitest and is
 * never built or shipped: it sits on top of the stack like test/, so the core's rules skip it.
 */
const testBeside = '\\.test\\.ts$';

/**
 * The rooms of core/, bottom first, read from their one description: the table under "The rooms of
 * core/" in docs/architecture.md (level, room, files, imported by, what it holds). Each inner list
 * is one level, whose rooms sit beside each other (neither imports the other). A room's files are
 * folders (`core/store/`), files (`core/index.ts`) or the files directly in core/ (`core/*.ts`,
 * less those another room names); "imported by" names the only rooms that may import a feature
 * room, or says `rooms above`.
 */
export const coreRooms = readRooms(readFileSync(new URL('./docs/architecture.md', import.meta.url), 'utf8'));

function readRooms(markdown) {
  const header = ['level', 'room', 'files', 'imported by', 'what it holds'];
  const table = lexer(markdown).find(
    (token) => token.type === 'table' && token.header.map(({ text }) => text).join('|') === header.join('|'),
  );
  if (!table)
    throw new Error(`docs/architecture.md has no "${header.join(' | ')}" table, which core's rooms are read from`);
  const rows = table.rows.map(([level, room, files, importedBy]) => ({
    level: Number(level.text),
    room: room.text,
    files: [...files.text.matchAll(/`([^`]+)`/g)].map(([, file]) => file),
    reachedBy: importedBy.text === 'rooms above' ? undefined : importedBy.text.split(/,\s*/),
  }));
  const pattern = (file) =>
    file.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '[^/]*') + (file.endsWith('/') ? '' : '$');
  const named = rows.flatMap(({ files }) => files.filter((file) => !file.endsWith('/') && !file.includes('*')));
  const levels = [];
  for (const { level, room, files, reachedBy } of rows) {
    if (level === levels.length + 1) levels.push([]);
    else if (level !== levels.length)
      throw new Error(`docs/architecture.md: room ${room} is on level ${level}, after ${levels.length}`);
    levels.at(-1).push({
      room,
      files,
      path: `^(${files.map(pattern).join('|')})`,
      ...(files.some((file) => file.includes('*')) && { pathNot: `^(${named.map(pattern).join('|')})` }),
      ...(reachedBy && { reachedBy }),
    });
  }
  return levels;
}

/** One rule per pair of rooms where the first may not import the second: each one above it, or beside it. */
const roomRules = coreRooms.flatMap((level, height) =>
  level.flatMap((from) =>
    coreRooms
      .slice(height)
      .flat()
      .filter((to) => to !== from)
      .map((to) => ({
        name: `core-room-order: ${from.room} imports ${to.room}`,
        comment:
          `core/ rooms import only rooms below them: ${from.room} sits ` +
          `${coreRooms[height].includes(to) ? 'beside' : 'below'} ${to.room} (see the rooms of core/ in docs/architecture.md). ` +
          'Move what both need down into a lower room, or pass it in as a value.',
        severity: 'error',
        from: { path: from.path, pathNot: [testBeside, ...(from.pathNot ? [from.pathNot] : [])] },
        to: { path: to.path, ...(to.pathNot && { pathNot: to.pathNot }) },
      })),
  ),
);

/**
 * A feature room with `reachedBy` is imported only by those rooms: the others (above it too) reach
 * it through an interface of their own that it fulfils, so its types, codes and facts stay its own.
 */
const featureRules = coreRooms
  .flat()
  .filter((to) => to.reachedBy)
  .flatMap((to) =>
    coreRooms
      .flat()
      .filter((from) => from !== to && !to.reachedBy.includes(from.room))
      .map((from) => ({
        name: `core-feature-reached-through-an-interface: ${from.room} imports ${to.room}`,
        comment:
          `Only ${to.reachedBy.join(', ')} import core's ${to.room} room. ${from.room} declares the small interface it needs ` +
          `(in its own room or one below) and gets ${to.room} as a value that fulfils it (see docs/architecture.md).`,
        severity: 'error',
        from: { path: from.path, ...(from.pathNot && { pathNot: from.pathNot }) },
        to: { path: to.path, ...(to.pathNot && { pathNot: to.pathNot }) },
      })),
  );

/** Every file of core/ sits in a declared room, so no new folder slips past the order. */
const roomPaths = coreRooms.flat().map(({ path }) => path);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...roomRules,
    ...featureRules,
    {
      name: 'core-file-in-a-room',
      comment:
        "A file of core/ sits in one of the rooms of docs/architecture.md's table; a new room is added there, at its level.",
      severity: 'error',
      from: { path: '^core/', pathNot: roomPaths },
      to: {},
    },
    {
      name: 'no-circular',
      comment:
        'No circular import anywhere, counting dynamic import() and import type: a circle means two ' +
        'modules are one concern split in two, or a factory should be passed in instead of imported.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'bottom-imports-only-spec-fixtures',
      comment:
        'spec/ and fixtures/ are the bottom of the stack (data and generators): they import nothing ' +
        'of ours but each other.',
      severity: 'error',
      from: { path: '^(spec|fixtures)/', pathNot: testBeside },
      to: oursOutside('spec|fixtures'),
    },
    {
      name: 'core-imports-only-core-spec-fixtures',
      comment:
        'core/ sits on spec/ and fixtures/ only: it never reaches up into an adapter (server, mocks, ' +
        'playwright, ui) or into tools and tests.',
      severity: 'error',
      from: { path: '^core/', pathNot: testBeside },
      to: oursOutside('core|spec|fixtures'),
    },
    {
      name: 'neutral-no-node-builtins',
      comment:
        'core/, spec/ and fixtures/ run in the browser as well as in node: no node built-in (node:fs, ' +
        'path, process.getBuiltinModule, ...); an adapter passes the capability in.',
      severity: 'error',
      from: { path: neutral, pathNot: testBeside },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'neutral-no-adapter-packages',
      comment:
        'core/, spec/ and fixtures/ know no transport or platform: koa, @koa/*, msw, ' +
        '@playwright/test, preact and lowdb/node or lowdb/browser belong to the adapters.',
      severity: 'error',
      from: { path: neutral, pathNot: testBeside },
      to: {
        path: [
          '(^|/)node_modules/(@types/)?(koa|@koa/[^/]+|msw|@mswjs/[^/]+|@playwright/test|preact)/',
          '(^|/)node_modules/lowdb/lib/(node|browser)\\.js$',
        ],
      },
    },
    {
      name: 'adapters-never-import-each-other',
      comment:
        'server/, mocks/, playwright/ and ui/ are sibling adapters over the core: none imports ' +
        'another; what two of them share belongs in core/. One exception: the MSW panel ' +
        "(mocks/panel*) shows the dashboard's views (ui/) over the page's store.",
      severity: 'error',
      from: { path: '^(server|mocks|playwright|ui)/', pathNot: [testBeside, '^mocks/panel'] },
      to: { path: '^(server|mocks|playwright|ui)/', pathNot: '^$1/' },
    },
    {
      name: 'only-the-panel-imports-the-dashboard',
      comment: 'mocks/panel* may import ui/ (and nothing else of another adapter); see the rule above.',
      severity: 'error',
      from: { path: '^mocks/panel' },
      to: { path: '^(server|playwright)/' },
    },
    {
      name: 'adapters-import-only-downward',
      comment:
        'An adapter imports its own folder, core/, spec/ and fixtures/ only: never the tools and ' +
        'tests on top (scripts, bench, e2e, test), a root config file, or dist/ by the package name.',
      severity: 'error',
      from: { path: '^(server|mocks|playwright|ui)/', pathNot: testBeside },
      to: oursOutside('server|mocks|playwright|ui|core|spec|fixtures'),
    },
    {
      name: 'no-import-of-a-test',
      comment: 'A test file is a leaf: no module imports one (shared test helpers live in test/support/).',
      severity: 'error',
      from: {},
      to: { path: testBeside },
    },
    {
      name: 'every-import-resolves',
      comment:
        'An import the checker cannot resolve is an arrow it cannot see: the rules above would pass ' +
        'without looking at it.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Packages are leaves here; the stack is about our folders. dist/ is built output.
    doNotFollow: { path: '^(node_modules|dist)/' },
    // Users' projects that the consumer suites install the packed package into; not our source.
    exclude: { path: '^test/consumers/projects/' },
    // Counts `import type` and type-only re-exports as arrows too, so a circle through types fails.
    tsPreCompilationDeps: true,
    // process.getBuiltinModule('fs') is a node built-in as much as an import of node:fs is.
    detectProcessBuiltinModuleCalls: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
