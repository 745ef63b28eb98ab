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

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
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
      from: { path: '^(spec|fixtures)/' },
      to: oursOutside('spec|fixtures'),
    },
    {
      name: 'core-imports-only-core-spec-fixtures',
      comment:
        'core/ sits on spec/ and fixtures/ only: it never reaches up into an adapter (server, mocks, ' +
        'playwright, ui) or into tools and tests.',
      severity: 'error',
      from: { path: '^core/' },
      to: oursOutside('core|spec|fixtures'),
    },
    {
      name: 'neutral-no-node-builtins',
      comment:
        'core/, spec/ and fixtures/ run in the browser as well as in node: no node built-in (node:fs, ' +
        'path, process.getBuiltinModule, ...); an adapter passes the capability in.',
      severity: 'error',
      from: { path: neutral },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'neutral-no-adapter-packages',
      comment:
        'core/, spec/ and fixtures/ know no transport or platform: koa, @koa/*, msw, ' +
        '@playwright/test, preact and lowdb/node or lowdb/browser belong to the adapters.',
      severity: 'error',
      from: { path: neutral },
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
        'another; what two of them share belongs in core/.',
      severity: 'error',
      from: { path: '^(server|mocks|playwright|ui)/' },
      to: { path: '^(server|mocks|playwright|ui)/', pathNot: '^$1/' },
    },
    {
      name: 'adapters-import-only-downward',
      comment:
        'An adapter imports its own folder, core/, spec/ and fixtures/ only: never the tools and ' +
        'tests on top (scripts, bench, e2e, test), a root config file, or dist/ by the package name.',
      severity: 'error',
      from: { path: '^(server|mocks|playwright|ui)/' },
      to: oursOutside('server|mocks|playwright|ui|core|spec|fixtures'),
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
