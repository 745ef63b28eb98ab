import { readFileSync } from 'node:fs';
import { startServer } from '../../server/start-server.ts';
import { testConfig } from '../../test/support/test-server.ts';
import { expect, test } from '../support/dashboard.ts';

const uploaded = {
  name: 'qa-upload',
  version: 1,
  description: 'Two pets, from a file',
  pets: [
    { name: 'Uploaded One', categoryId: 1, status: 'available' },
    { name: 'Uploaded Two', categoryId: 2 },
  ],
};

test('loading a scenario changes the Store view', async ({ dashboard, page }) => {
  await dashboard.open('scenarios');
  const builtins = (await (await page.request.get(`${dashboard.adminUrl}/scenarios`)).json()) as {
    name: string;
    description: string;
  }[];
  const soldOut = builtins.find(({ name }) => name === 'sold-out')!;
  const listed = page.getByRole('region', { name: 'Built-in scenarios' }).getByRole('listitem');
  await expect(listed).toHaveCount(builtins.length);
  await expect(listed.filter({ hasText: 'sold-out' })).toContainText(soldOut.description);
  await dashboard.screenshot('scenarios');
  await page.getByRole('button', { name: 'Load sold-out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loaded scenario' })).toHaveText(
    /^Loaded scenario sold-out: \d+ pets\.$/,
  );
  await dashboard.go('store');
  const region = page.getByRole('region', { name: 'Counts' });
  const total = await region.locator('[data-count="all"]').textContent();
  await expect(region.locator('[data-count="sold"]')).toHaveText(total!);
  await expect(region.locator('[data-count="available"]')).toHaveText('0');
});

test('loads a scenario file from disk, downloads the state as one, and resets', async ({ dashboard, page }) => {
  await dashboard.open('scenarios');
  await page
    .getByLabel(/Load a scenario file/)
    .setInputFiles({ name: 'qa.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(uploaded)) });
  await expect(page.getByRole('status').filter({ hasText: 'Loaded' })).toHaveText('Loaded scenario qa-upload: 2 pets.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as a scenario file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('animal-store-state.json');
  const state = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    version: number;
    pets: { name: string }[];
  };
  expect(state.version).toBe(1);
  expect(state.pets.map(({ name }) => name)).toEqual(['Uploaded One', 'Uploaded Two']);

  await page.getByRole('button', { name: 'Reset to the start state' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'start state' })).toHaveText(
    'Back to the start state: 20 pets.',
  );
});

test('a file that is not a valid scenario is refused with the reason, and nothing changes', async ({
  dashboard,
  page,
}) => {
  await dashboard.open('scenarios');
  const broken = { ...uploaded, pets: [{ name: 'No category' }] };
  await page
    .getByLabel(/Load a scenario file/)
    .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.getByRole('alert')).toContainText('(400 invalid_scenario)');
  await expect(page.getByRole('alert')).toContainText('categoryId');
  await page
    .getByLabel(/Load a scenario file/)
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ nope') });
  await expect(page.getByRole('alert')).toContainText('notes.json is not JSON');
  await dashboard.go('store');
  await expect(page.getByRole('region', { name: 'Counts' }).locator('[data-count="all"]')).toHaveText('20');
});

test('on a db file, Load keeps what it replaces and Undo puts it back', async ({ page }, testInfo) => {
  const db = testInfo.outputPath('db.json');
  const server = await startServer(testConfig({ count: 3, db }), { info: () => {}, error: () => {} });
  try {
    await page.goto(`${server.url.replace(/\/v1$/, '/__admin/ui')}#/scenarios`);
    await page.getByRole('button', { name: 'Load sold-out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loaded scenario' })).toHaveText(
      /^Loaded scenario sold-out: \d+ pets\. What it replaced is kept in .+-sold-out\.json: Undo puts it back\.$/,
    );
    await page.getByRole('button', { name: 'Undo the last load or reset' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Put back' })).toHaveText(
      /^Put back 3 pets from .+-sold-out\.json\.$/,
    );
    expect((JSON.parse(readFileSync(db, 'utf8')) as { pets: unknown[] }).pets).toHaveLength(3);
  } finally {
    await server.close();
  }
});
