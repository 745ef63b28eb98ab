import { defineConfig, type Project } from '@playwright/test';
import type { AnimalStoreOptions } from './playwright/index.ts';
import { chromiumArgs, findChromium } from './e2e/support/browser.ts';
import type { Options } from './e2e/support/fixtures.ts';
import { coverageDir } from './e2e/coverage/plans.ts';
import { pactDir } from './e2e/pact/plans.ts';
import { resilienceDirs } from './e2e/resilience/plans.ts';
import { resilienceDrill } from './test/support/resilience-drill.ts';

const executablePath = findChromium();

type ProjectOptions = Project<Options & AnimalStoreOptions>;

/**
 * Browser tests of e2e/app in Chromium against the Koa server on another origin (`server`) and
 * against MSW's service worker in the page (`msw`); of the QA dashboard the server serves
 * (`dashboard`); of worlds in sandboxes of one shared server (`world-*`). The global setup builds
 * the dashboard, starts the servers on port 0 and fails with a clear message when no Chromium is
 * installed. The app tests of every worker share one Koa server, each test in a sandbox of its own
 * (animal-store-mock/playwright); the dashboard's tests have a server per worker slot.
 */
/** The browser projects start once the report projects are done (see below). */
const afterReports = ['resilience-merge'];

const browser: ProjectOptions[] = [
  // e2e/msw/: what only the in-browser mock does.
  {
    name: 'server',
    use: { mode: 'server' },
    testMatch: '**/*.spec.ts',
    testIgnore: ['dashboard/**', 'msw/**', /e2e\/panel\//],
    workers: 1,
  },
  // The sandbox test is about the shared server; MSW's own store needs none. e2e/har/ starts servers of its own.
  {
    name: 'msw',
    use: { mode: 'msw' },
    testMatch: '**/*.spec.ts',
    testIgnore: ['dashboard/**', 'sandbox.spec.ts', 'har/**', /e2e\/panel\//],
    workers: 1,
  },
  // The QA dashboard is served by the Koa server only.
  { name: 'dashboard', testMatch: 'dashboard/**/*.spec.ts', workers: 1 },
  // The mock's panel in the e2e app (MSW mode), and what a production build of the app holds.
  { name: 'panel', use: { mode: 'msw' }, testMatch: /e2e\/panel\/.*\.spec\.ts$/, workers: 1 },
  // Worlds across workers: each test a sandbox with a world and clock of its own (a page polling a
  // running clock among them); then the shared server's own store moved nothing.
  {
    name: 'world-sandboxes',
    testMatch: 'world/*.world.ts',
    testIgnore: 'main-store.world.ts',
    use: { mode: 'server' },
    fullyParallel: true,
  },
  { name: 'world-main-store', testMatch: 'world/main-store.world.ts', dependencies: ['world-sandboxes'] },
];

/**
 * Reports across parallel workers, no browser (`request` only): each test in a sandbox of one
 * shared server writes its sandbox's coverage, pact or verdicts when it is dropped; then a project
 * that depends on the writers merges them through the CLI and gates (pacts: replays the merged
 * pact with Pact's Verifier against the mock started empty). Their global setups start the servers.
 * They run first and one kind at a time (each `dependencies` on the last): the merges check that
 * each plan ran on a worker of its own, which holds only while nothing else takes a worker.
 */
const acrossWorkers: ProjectOptions[] = [
  { name: 'coverage-workers', testMatch: 'coverage/workers.coverage.ts', use: { animalStoreCoverageDir: coverageDir } },
  { name: 'coverage-merge', testMatch: 'coverage/merge.coverage.ts', dependencies: ['coverage-workers'] },
  {
    name: 'pact-workers',
    testMatch: 'pact/workers.pact.ts',
    use: { animalStorePact: { consumer: 'web-app', provider: 'animal-store', dir: pactDir } },
    dependencies: ['coverage-merge'],
  },
  { name: 'pact-verify', testMatch: 'pact/verify.pact.ts', dependencies: ['pact-workers'] },
  // The project's name is the client the drill runs (workers.resilience.ts reads it).
  ...(['careless', 'careful'] as const).map(
    (client): ProjectOptions => ({
      name: client,
      testMatch: 'resilience/workers.resilience.ts',
      use: { animalStoreResilienceOptions: resilienceDrill.options, animalStoreResilienceDir: resilienceDirs[client] },
      dependencies: ['pact-verify'],
    }),
  ),
  { name: 'resilience-merge', testMatch: 'resilience/merge.resilience.ts', dependencies: ['careless', 'careful'] },
].map((project) => ({ ...project, fullyParallel: true }));

/**
 * The one Playwright config: `npx playwright test` runs every project, `--project <name>` one
 * (a new project joins one of the lists above). Four workers in all, as the report projects need
 * (each plan on a worker of its own); the app and dashboard projects one each, so that at most
 * three Chromiums share the two cores (four timed out on a loaded machine).
 */
export default defineConfig<Options & AnimalStoreOptions>({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: [
    './e2e/global-setup.ts',
    './e2e/coverage/global-setup.ts',
    './e2e/pact/global-setup.ts',
    './e2e/resilience/global-setup.ts',
  ],
  workers: 4,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // Upper bounds on a hang, not waits: npm test runs vitest and the consumer suites beside these on
  // two cores, where a page's first load alone has taken over ten seconds.
  timeout: 40_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    // Recording a trace per test was a quarter of this suite's CPU, for traces CI never shows:
    // `--trace retain-on-failure` brings them back for a run by hand.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // undefined when none is installed: the global setup stops the run first and says why.
      ...(executablePath ? { executablePath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    ...acrossWorkers,
    ...browser.map((project) => ({ ...project, dependencies: [...(project.dependencies ?? []), ...afterReports] })),
  ],
});
