import { defineConfig } from '@playwright/test';
import type { AnimalStoreOptions } from './playwright/index.ts';
import { parallelWorkers } from './e2e/support/parallel-workers.ts';
import { resilienceDirs } from './e2e/resilience/plans.ts';
import { resilienceDrill } from './test/support/resilience-drill.ts';

/**
 * Resilience verdicts across parallel workers (issue 38): four workers, each test a part of the
 * drill in a sandbox of one shared server, for the careless and the careful client; each writes its
 * sandbox's verdicts when it is dropped. Then `merge` gates both through the CLI. No browser.
 */
export default defineConfig<AnimalStoreOptions>({
  testDir: 'e2e/resilience',
  testMatch: '**/*.resilience.ts',
  outputDir: 'test-results/resilience-e2e',
  globalSetup: './e2e/resilience/global-setup.ts',
  ...parallelWorkers,
  use: { animalStoreResilienceOptions: resilienceDrill.options },
  projects: [
    { name: 'careless', testMatch: 'workers.resilience.ts', use: { animalStoreResilienceDir: resilienceDirs.careless } },
    { name: 'careful', testMatch: 'workers.resilience.ts', use: { animalStoreResilienceDir: resilienceDirs.careful } },
    { name: 'merge', testMatch: 'merge.resilience.ts', dependencies: ['careless', 'careful'] },
  ],
});
