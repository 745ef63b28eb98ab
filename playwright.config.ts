import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/browser.ts';
import type { Options } from './e2e/support/fixtures.ts';

const executablePath = findChromium();

/**
 * Browser tests of e2e/app: the same flows in Chromium against the Koa server on another origin
 * (`server`) and against MSW's service worker in the page (`msw`); and of the QA dashboard the
 * server serves (`dashboard`). e2e/global-setup.ts builds the dashboard, starts the servers on
 * port 0 and fails with a clear message when no Chromium is installed.
 */
export default defineConfig<Options>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // The app tests of every worker share one Koa server, each test in a sandbox of its own
  // (animal-store-mock/playwright); the dashboard's tests have a server per worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // undefined when none is installed: the global setup stops the run first and says why.
      ...(executablePath ? { executablePath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    // e2e/msw/: what only the in-browser mock does.
    { name: 'server', use: { mode: 'server' }, testIgnore: ['dashboard/**', 'msw/**', /e2e\/panel\//] },
    // The sandbox test is about the shared server; MSW's own store needs none. e2e/har/ starts servers of its own.
    { name: 'msw', use: { mode: 'msw' }, testIgnore: ['dashboard/**', 'sandbox.spec.ts', 'har/**', /e2e\/panel\//] },
    // The QA dashboard is served by the Koa server only.
    { name: 'dashboard', testMatch: 'dashboard/**/*.spec.ts' },
    // The mock's panel in the e2e app (MSW mode), and what a production build of the app holds.
    { name: 'panel', use: { mode: 'msw' }, testMatch: /e2e\/panel\/.*\.spec\.ts$/ },
  ],
});
