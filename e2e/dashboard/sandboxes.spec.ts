import { expect, test } from '../support/dashboard.ts';

const counts = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Counts' });
const requestRows = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Requests, newest first' }).locator('tbody tr');

test('the sandbox picker shows one sandbox in every view, live, and goes back to the main store', async ({
  dashboard,
  page,
  request,
}) => {
  const created = await request.post(`${dashboard.adminUrl}/sandboxes`, {
    data: { name: 'qa-1', scenario: 'one-of-each' },
  });
  expect(created.status()).toBe(201);
  await dashboard.open('store');
  await expect(counts(page).locator('[data-count]').first()).toHaveText('20');

  const picker = page.getByLabel('Store', { exact: true });
  await picker.selectOption('qa-1');
  await expect(page).toHaveURL(/\?sandbox=qa-1#\/store$/);
  await expect(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
  await expect(counts(page).locator('[data-count]').first()).toHaveText('3');

  await dashboard.go('requests');
  const inSandbox = { authorization: 'Bearer e2e-key', 'animal-store-sandbox': 'qa-1' };
  expect(
    (await request.get(dashboard.adminUrl.replace(/\/__admin$/, '/v1/pets?limit=1'), { headers: inSandbox })).status(),
  ).toBe(200);
  expect((await dashboard.api('GET', '/pets?limit=2')).status()).toBe(200);
  await expect(requestRows(page).getByRole('button')).toHaveText(['GET /v1/pets?limit=1']);

  await page.getByLabel('Store', { exact: true }).selectOption('');
  await expect(page).not.toHaveURL(/sandbox=/);
  await expect(requestRows(page).getByRole('button')).toHaveText(['GET /v1/pets?limit=2']);
});
