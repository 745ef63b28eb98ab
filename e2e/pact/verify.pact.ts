import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact-core';
import { expect, test } from '@playwright/test';
import type { PactV3 } from '../../core/reports/pact-types.ts';
import { runCli } from '../../scripts/run-cli.ts';
import { startTestServer } from '../../test/support/test-server.ts';
import { pactDir, pactPlans } from './plans.ts';

// Runs once the `workers` project is done (a project dependency): merges and verifies what the four wrote.
test('the workers’ pacts merge into one that Pact’s Verifier passes against the mock started empty', async () => {
  const names = (await readdir(pactDir)).filter((name) => name.endsWith('.json')).sort();
  expect(names).toHaveLength(pactPlans.length);
  expect(new Set(names.map((name) => /^pw-w(\d+)-/.exec(name)?.[1])).size, 'one worker per plan').toBe(
    pactPlans.length,
  );
  const parts = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(pactDir, name), 'utf8')) as PactV3),
  );

  const merged = join(pactDir, '..', 'pact-merged.json');
  const child = runCli(['pact', 'merge', pactDir, '--out', merged]);
  const { code } = await child.exited;
  expect(code, child.stderr()).toBe(0);
  const pact = JSON.parse(await readFile(merged, 'utf8')) as PactV3;
  const descriptions = new Set(parts.flatMap(({ interactions }) => interactions.map(({ description }) => description)));
  expect(pact.interactions.map(({ description }) => description).sort()).toEqual([...descriptions].sort());
  expect(pact.interactions.length).toBeLessThan(parts.reduce((sum, { interactions }) => sum + interactions.length, 0));

  const provider = await startTestServer({ scenario: 'empty', apiKeys: [] });
  try {
    const origin = new URL(provider.url).origin;
    const results = await new Verifier({
      providerBaseUrl: provider.url,
      pactUrls: [merged],
      providerStatesSetupUrl: `${origin}/__admin/pact/state`,
      logLevel: 'error',
    })
      .verify()
      .then(String, (error: Error) => error.message);
    const outcome = (JSON.parse(results) as { interactionResults: { description: string; result: string }[] })
      .interactionResults;
    expect(outcome).toHaveLength(pact.interactions.length);
    expect(outcome.filter(({ result }) => result !== 'OK')).toEqual([]);
  } finally {
    await provider.close();
  }
});
