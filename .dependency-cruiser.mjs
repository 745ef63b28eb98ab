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
// Inside core/ the rooms (folders) form a stack of their own, declared in `coreRooms` below, bottom
// first: a room imports only rooms below it (`import type` counts), never one beside or above it.
// docs/architecture.md lists the same rooms in the same order; test/docs checks they agree.

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
 * The rooms of core/, bottom first; each inner list is one level, whose rooms sit beside each
 * other (neither imports the other). A room is a folder, except the assembly at the top (the files
 * directly in core/) and the package's front door. Reserved rooms hold no code yet: they say where
 * the next features go, and the rules already hold them to their level.
 */
export const coreRooms = [
  [{ room: 'contract', path: '^core/contract/', holds: 'the spec as code: operations, schema validators, formats' }],
  [
    {
      room: 'exchange',
      path: '^core/exchange/',
      holds:
        'what every room trades in: MockRequest/MockResponse, respond, compose, the route matcher, parameters, JSON bodies, ApiError and the codes every room shares, every fact explain reads, bearer auth, the constant-time compare, the Host check, the error boundary',
    },
    {
      room: 'report',
      path: '^core/report/',
      holds:
        'the report family: a report kind (document, merge rule, rows), the shared merge, gate, table, Markdown and JUnit writers',
    },
  ],
  [
    {
      room: 'store',
      path: '^core/store/',
      holds: 'the pets: the store interface over a lowdb adapter, seeding, the start data',
    },
  ],
  [
    {
      room: 'failures',
      path: '^core/failures/',
      holds: 'failure rules: their shape, the decision per request, Prefer, the injected answers',
    },
  ],
  [
    {
      room: 'scenario',
      path: '^core/scenario/',
      holds:
        "scenario files: parse, check (rules included), built-ins, to and from store data; a feature's section carried unread, checked through the ScenarioSection its room gives",
    },
  ],
  [
    {
      room: 'coverage',
      path: '^core/coverage/',
      holds: 'the spec coverage counter, its document, merge, gate and formats',
    },
  ],
  [
    {
      room: 'proxy',
      path: '^core/proxy/',
      holds: 'proxy mode: forwarding upstream, the contract check and watch, the recording',
    },
  ],
  [
    {
      room: 'simulation',
      path: '^core/simulation/',
      holds: "one mock's state besides the pets: clock, keys, rules, journal, coverage, upstream",
    },
  ],
  [
    {
      room: 'world',
      path: '^core/world/',
      holds:
        'a world of timed events: its config, seeded draws, the pure engine, the runtime that applies what the clock brings to the store, its port, stored record, section of a scenario file, error codes and explain fact',
      // A feature's own room: the rooms above meet it only through the small interface they declare
      // (the API's TimedChanges), handed to them as a value by the assembly or the controls.
      reachedBy: ['controls', 'admin', 'assembly', 'index'],
    },
  ],
  [
    { room: 'har', path: '^core/har/', holds: 'HAR: the journal as HAR, a HAR as a scenario' },
    {
      room: 'pact',
      path: '^core/pact/',
      holds: 'pacts: the journal as a Pact file, the provider states the mock sets up, merging, a pact as a scenario',
    },
    {
      room: 'resilience',
      path: '^core/resilience/',
      holds: 'verdicts over the journal: how a client met the failures it was served',
    },
    {
      room: 'snapshot',
      path: '^core/snapshot/',
      holds:
        'snapshots: a moment of a mock (now, or before a journal entry) as a scenario file with its snapshot section, and the state a loaded one puts back',
    },
  ],
  [
    {
      room: 'controls',
      path: '^core/controls/',
      holds:
        'the operations over one mock as functions (scenarios, reset, rules, clock, coverage, verdicts, the change feed): the admin API and MSW stores call them',
    },
  ],
  [
    {
      room: 'api',
      path: '^core/api/',
      holds: 'the API: its middleware, the pet routes, the app that composes them, RequestContext',
    },
  ],
  [
    {
      room: 'explain',
      path: '^core/explain/',
      holds: 'why an answer was given: the decisions the API recorded, read back',
    },
  ],
  [
    {
      room: 'admin',
      path: '^core/admin/',
      holds: 'the control plane under /__admin: its app, guards and routes over the controls',
    },
  ],
  [
    {
      room: 'sandbox',
      path: '^core/sandbox/',
      holds:
        'sandboxes: the registry, the dispatch and its guards in front of both planes, the /__admin/sandboxes routes',
    },
  ],
  [
    {
      room: 'transport',
      path: '^core/transport/',
      holds: 'what adapters share to feed requests in: body limits per path, the Fetch translation',
    },
  ],
  [
    {
      room: 'assembly',
      path: '^core/[^/]+$',
      pathNot: '^core/(index|internal)\\.ts$',
      holds:
        "createMock (the one assembly), its options and defaults, every feature's section of a scenario file, every room's error codes gathered, the listen address, the Node check",
    },
  ],
  [
    {
      room: 'index',
      path: '^core/(index|internal)\\.ts$',
      holds: 'the public exports (index.ts), and every export the repository itself uses (internal.ts, not published)',
    },
  ],
];

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
          `${coreRooms[height].includes(to) ? 'beside' : 'below'} ${to.room} (see coreRooms and docs/architecture.md). ` +
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
        'A file of core/ sits in one of the rooms declared in coreRooms; a new room is added there, at its level.',
      severity: 'error',
      from: { path: '^core/', pathNot: roomPaths },
      to: {},
    },
    {
      name: 'scenarios-checked-with-every-section',
      comment:
        'The package and its adapters check a scenario through core/scenario-file.ts, which hands the ' +
        "scenario room every feature's section (the world's): the room's own parse is given none, and " +
        "would refuse a scenario's world as an unknown field.",
      severity: 'error',
      from: { path: ['^(server|mocks|playwright|ui)/', '^core/(index|internal)\\.ts$'], pathNot: testBeside },
      to: { path: '^core/scenario/parse-scenario\\.ts$' },
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
