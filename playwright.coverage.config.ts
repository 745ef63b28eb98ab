import { defineConfig } from '@playwright/test';
import type { AnimalStoreOptions } from './playwright/index.ts';
import { parallelWorkers } from './e2e/support/parallel-workers.ts';
import { coverageDir } from './e2e/coverage/plans.ts';

/**
 * Coverage across parallel workers (issue 28): four workers, each test in a sandbox of one shared
 * server, write their sandbox's coverage when it is dropped; then `merge` checks that the CLI's
 * merge is the sum and that its gate names a hole. No browser: the tests use `request` only.
 */
export default defineConfig<AnimalStoreOptions>({
  testDir: 'e2e/coverage',
  testMatch: '**/*.coverage.ts',
  outputDir: 'test-results/coverage-e2e',
  globalSetup: './e2e/coverage/global-setup.ts',
  ...parallelWorkers,
  use: { animalStoreCoverageDir: coverageDir },
  projects: [
    { name: 'workers', testMatch: 'workers.coverage.ts' },
    { name: 'merge', testMatch: 'merge.coverage.ts', dependencies: ['workers'] },
  ],
});
