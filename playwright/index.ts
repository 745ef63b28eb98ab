import '../core/require-supported-node.ts';
import { test as base } from '@playwright/test';
import { defaultApiUrl } from '../core/listen-defaults.ts';
import type { ResilienceOptions } from '../core/reports/resilience-document.ts';
import { writeReportFile } from './report-file.ts';
import type { PactOptions } from '../core/reports/journal-to-pact.ts';
import { sandboxClient, type SandboxControls } from './sandbox-client.ts';

export type { SandboxControls } from './sandbox-client.ts';
export type { CoverageDocument } from '../core/state/coverage-document.ts';
export type { ResilienceDocument, ResilienceOptions } from '../core/reports/resilience-document.ts';
export type { PactDocument } from '../core/reports/pact-types.ts';
export { expect } from '@playwright/test';

export interface AnimalStoreOptions {
  /** The mock's API base URL, ending in `/v1` (default `http://127.0.0.1:4010/v1`, as `npm start`). */
  animalStoreUrl: string;
  /** The server's `--admin-token`, when it has one. */
  animalStoreAdminToken: string | undefined;
  /**
   * A folder where each test's sandbox coverage is written as `<sandbox>.json` when the sandbox
   * is dropped; `animal-store-mock coverage <folder>` merges the workers' files. Off by default.
   */
  animalStoreCoverageDir: string | undefined;
  /**
   * A folder where each test's sandbox resilience verdicts are written as `<sandbox>.json` when
   * the sandbox is dropped; `animal-store-mock resilience <folder>` merges them. Off by default.
   */
  animalStoreResilienceDir: string | undefined;
  /** The options those verdicts are judged with (the defaults otherwise). */
  animalStoreResilienceOptions: Partial<ResilienceOptions> | undefined;
  /**
   * The names and version `sandbox.pact()` writes for; with `dir`, each test's sandbox pact is
   * written there as `<sandbox>.json` when the sandbox is dropped, for `animal-store-mock pact
   * merge`. Off by default.
   */
  animalStorePact: (Partial<PactOptions> & { dir?: string }) | undefined;
}

/**
 * Playwright's `test` with a `sandbox` fixture: every test gets a fresh sandbox of the one mock
 * server (created before the test, dropped after), the page and `request` send its header, and
 * `sandbox` controls it (failures, journal, clock, reset, scenarios, coverage, resilience, pact).
 * Workers never see each other's pets, rules or clock.
 * @example
 * import { test, expect } from 'animal-store-mock/playwright';
 * test('shows an error', async ({ page, sandbox }) => {
 *   await sandbox.failures.add({ operationId: 'listPets', status: 503 });
 *   await page.goto('/');
 * });
 */
export const test = base.extend<AnimalStoreOptions & { sandbox: SandboxControls }>({
  animalStoreUrl: [defaultApiUrl, { option: true }],
  animalStoreAdminToken: [undefined, { option: true }],
  animalStoreCoverageDir: [undefined, { option: true }],
  animalStoreResilienceDir: [undefined, { option: true }],
  animalStoreResilienceOptions: [undefined, { option: true }],
  animalStorePact: [undefined, { option: true }],

  sandbox: async (
    {
      animalStoreUrl,
      animalStoreAdminToken,
      animalStoreCoverageDir,
      animalStoreResilienceDir,
      animalStoreResilienceOptions,
      animalStorePact,
    },
    use,
    testInfo,
  ) => {
    const name = sandboxName(testInfo.workerIndex, testInfo.testId, testInfo.repeatEachIndex, testInfo.retry);
    const { dir: pactDir, ...pactOptions } = animalStorePact ?? {};
    const client = sandboxClient(
      { apiUrl: animalStoreUrl, adminToken: animalStoreAdminToken, pact: pactOptions },
      name,
    );
    await client.create();
    await use(client.controls);
    if (animalStoreCoverageDir !== undefined)
      await writeReportFile(animalStoreCoverageDir, name, await client.controls.coverage());
    if (animalStoreResilienceDir !== undefined)
      await writeReportFile(
        animalStoreResilienceDir,
        name,
        await client.controls.resilience(animalStoreResilienceOptions),
      );
    if (pactDir !== undefined) {
      // A test that made no interaction writes no pact.
      const pact = await client.controls.pact();
      if (pact.interactions.length > 0) await writeReportFile(pactDir, name, pact, 2);
    }
    await client.drop();
  },

  // Every request of the page's context and of `request` carries the sandbox's header.
  extraHTTPHeaders: async ({ extraHTTPHeaders, sandbox }, use) => {
    await use({ ...extraHTTPHeaders, ...sandbox.headers });
  },
});

/** Unique per test, worker, repeat and retry, within the header's 64 characters. */
function sandboxName(worker: number, testId: string, repeat: number, retry: number): string {
  return `pw-w${worker}-${testId.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40)}-${repeat}-${retry}`;
}
