import type { PlaywrightTestConfig } from '@playwright/test';

/** What the no-browser configs across parallel workers share (coverage, resilience): four at once, no retries, a plain list. */
export const parallelWorkers = {
  workers: 4,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  timeout: 20_000,
  reporter: [['list']],
} satisfies PlaywrightTestConfig;
