import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/dashboard.ts';

const rows = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Requests, newest first' }).locator('tbody tr');
const petRows = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Pets' }).locator('tbody tr');

test('a request downloads the snapshot from just before it, and the Store view shows the store as of it', async ({
  dashboard,
  page,
}) => {
  await dashboard.open('requests');
  expect((await dashboard.api('POST', '/pets', { name: 'Later Cat', categoryId: 4 })).status()).toBe(201);
  await expect(rows(page)).toHaveCount(1);
  const [entry] = (await (await page.request.get(`${dashboard.adminUrl}/requests`)).json()) as { id: number }[];

  await rows(page).getByRole('button', { name: 'POST /v1/pets' }).click();
  await dashboard.screenshot('request-reproduce');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Reproduce from here' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^snapshot-before-${entry!.id}-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.json$`),
  );
  const snapshot = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(snapshot.pets).toHaveLength(20);
  expect(snapshot.pets.map(({ name }: { name: string }) => name)).not.toContain('Later Cat');
  expect(snapshot.snapshot.version).toBe(1);

  await dashboard.open('store');
  await expect(petRows(page)).toHaveCount(21);
  await page.getByLabel('As of request #').fill(String(entry!.id));
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.locator('[data-as-of]')).toContainText(`Read-only: the store just before request #${entry!.id}`);
  await expect(petRows(page)).toHaveCount(20);
  await dashboard.screenshot('store-as-of');
  await page.getByRole('button', { name: 'Back to now' }).click();
  await expect(page.locator('[data-as-of]')).toBeHidden();
  await expect(petRows(page)).toHaveCount(21);
});
