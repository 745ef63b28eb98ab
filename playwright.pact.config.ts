import { defineConfig } from '@playwright/test';
import type { AnimalStoreOptions } from './playwright/index.ts';
import { parallelWorkers } from './e2e/support/parallel-workers.ts';
import { pactDir } from './e2e/pact/plans.ts';

/**
 * Pacts across parallel workers: four workers, each test in a sandbox of one shared server, write
 * their sandbox's pact when it is dropped; then `verify` merges them with the CLI and replays the
 * merged pact with Pact's Verifier against the mock started empty. No browser: `request` only.
 */
export default defineConfig<AnimalStoreOptions>({
  testDir: 'e2e/pact',
  testMatch: '**/*.pact.ts',
  outputDir: 'test-results/pact-e2e',
  globalSetup: './e2e/pact/global-setup.ts',
  ...parallelWorkers,
  use: { animalStorePact: { consumer: 'web-app', provider: 'animal-store', dir: pactDir } },
  projects: [
    { name: 'workers', testMatch: 'workers.pact.ts' },
    { name: 'verify', testMatch: 'verify.pact.ts', dependencies: ['workers'] },
  ],
});
