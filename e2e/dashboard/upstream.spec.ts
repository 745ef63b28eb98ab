import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { RunningServer } from '../../server/server-config.ts';
import { startServer } from '../../server/start-server.ts';
import { testConfig, testKey } from '../../test/support/test-server.ts';

const quiet = { info: () => {}, error: () => {} };
let upstream: RunningServer;
let proxy: RunningServer;
let recordings: string;

test.beforeAll(async () => {
  recordings = mkdtempSync(join(tmpdir(), 'asm-e2e-recordings-'));
  upstream = await startServer(testConfig({ count: 5 }), quiet);
  proxy = await startServer(
    testConfig({ count: 0, recordingsDir: recordings, proxy: { upstream: upstream.url } }),
    quiet,
  );
});

test.afterAll(async () => {
  await Promise.all([proxy.close(), upstream.close()]);
  rmSync(recordings, { recursive: true, force: true });
});

test('the Store view says where answers come from, counts the contract checks and runs a recording', async ({
  page,
  request,
}) => {
  const through = (path: string) =>
    request.get(`${proxy.url}${path}`, { headers: { authorization: `Bearer ${testKey}` } });
  await page.goto(`${proxy.url.replace(/\/v1$/, '/__admin/ui')}#/store`);
  await expect(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
  const section = page.getByRole('region', { name: 'Upstream' });
  await expect(section.locator('[data-field="proxy"]')).toHaveText(`Proxying to ${upstream.url}; contract watched.`);
  await expect(section).toContainText('No upstream answer checked yet.');

  expect((await through('/pets?limit=2')).status()).toBe(200);
  const listPets = section.getByRole('region', { name: 'Contract' }).locator('[data-operation="listPets"]');
  await expect(listPets.locator('[data-field="checked"]')).toHaveText('1');
  await expect(listPets.locator('[data-field="violations"]')).toHaveText('0');

  await section.getByLabel(/Record into/).fill('qa/staging.json');
  await section.getByRole('button', { name: 'Start recording' }).click();
  await expect(section.locator('[data-field="recording"]')).toHaveText(
    `Recording to ${join(recordings, 'qa', 'staging.json')}: 0 pets.`,
  );
  await through('/pets/3');
  await expect(section.locator('[data-field="recording"]')).toContainText(': 1 pets.');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
  await section.getByRole('button', { name: 'Stop recording' }).click();
  await expect(section.getByRole('status')).toHaveText('Stopped: 1 pets recorded.');
  await expect(section.locator('[data-field="recording"]')).toHaveText(
    'Not recording (the last recording kept 1 pets).',
  );

  // The journal says which requests went upstream, what it answered and in how long.
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('region', { name: 'Requests, newest first' }).getByRole('button').first().click();
  await expect(page.locator('[data-field="upstream"]')).toHaveText(/^200 in \d+(\.\d)? ms$/);
});
