import { expect, test } from '../support/dashboard.ts';

const counts = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Counts' });
const petRows = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Pets' }).locator('tbody tr');

test('the Store view shows the pets, the counts per status and where the data lives', async ({ dashboard, page }) => {
  await dashboard.open('store');
  await expect(counts(page).locator('[data-count]')).toHaveText(['20', '8', '4', '6', '2']);
  await expect(page.getByText('In memory: nothing is written to disk.')).toBeVisible();
  await expect(petRows(page)).toHaveCount(20);
  await expect(petRows(page).first().locator('td')).toHaveText(['1', 'Biscuit', '1', 'available']);
  await expect(page.getByRole('group', { name: 'Pages of pets' }).getByRole('status')).toHaveText('Pets 1–20 of 20');
  await dashboard.screenshot('store');
});

test('filters by status and name, and sorts by id either way', async ({ dashboard, page }) => {
  await dashboard.open('store');
  await page.getByLabel('Status').selectOption('sold');
  await expect(petRows(page)).toHaveCount(6);
  await expect(petRows(page).locator('td:nth-child(4)')).toHaveText(Array(6).fill('sold'));
  await page.getByLabel('Status').selectOption('none');
  await expect(petRows(page)).toHaveCount(2);
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Name contains').fill('LUNA');
  await expect(petRows(page)).toHaveCount(1);
  await expect(petRows(page).locator('td:nth-child(2)')).toHaveText('Luna');
  await page.getByLabel('Name contains').fill('');
  await page.getByRole('button', { name: /^Id/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Id/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(petRows(page).first().locator('td').first()).toHaveText('20');
});

test('follows the store live: a pet added through the API appears without a reload', async ({ dashboard, page }) => {
  await dashboard.open('store');
  await expect(petRows(page)).toHaveCount(20);
  const created = await dashboard.api('POST', '/pets', { name: 'Dashboard Dog', categoryId: 3, status: 'pending' });
  expect(created.status()).toBe(201);
  await expect(counts(page).locator('[data-count="all"]')).toHaveText('21');
  await expect(counts(page).locator('[data-count="pending"]')).toHaveText('5');
  await expect(petRows(page).last().locator('td:nth-child(2)')).toHaveText('Dashboard Dog');
});
