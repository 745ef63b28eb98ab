import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What the no-browser runs across workers share (coverage, pacts): four workers at once, each test
 * in a sandbox of one server, no retries, bounded in time.
 */
export const sandboxWorkers = {
  workers: 4,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 20_000,
  reporter: [['list']],
} satisfies PlaywrightTestConfig;
