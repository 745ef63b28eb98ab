import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/browser.ts';
import type { Options } from './e2e/support/fixtures.ts';
import { parallelWorkers } from './e2e/support/parallel-workers.ts';

const executablePath = findChromium();

/**
 * Worlds across parallel workers: four workers, each test in a sandbox of one shared server with a
 * world and clock of its own (a page polling a running clock among them); then `main-store` checks
 * the shared server's own store moved nothing. The same global setup as playwright.config.ts.
 */
export default defineConfig<Options>({
  testDir: 'e2e/world',
  testMatch: '**/*.world.ts',
  outputDir: 'test-results/world-e2e',
  globalSetup: './e2e/global-setup.ts',
  ...parallelWorkers,
  expect: { timeout: 5_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
  },
  projects: [
    { name: 'sandboxes', testIgnore: 'main-store.world.ts', use: { mode: 'server' } },
    { name: 'main-store', testMatch: 'main-store.world.ts', dependencies: ['sandboxes'] },
  ],
});
