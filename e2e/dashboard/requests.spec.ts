import { expect, test } from '../support/dashboard.ts';

const rows = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Requests, newest first' }).locator('tbody tr');

test('lists requests live, filters them, and shows one in full with the key redacted', async ({ dashboard, page }) => {
  await dashboard.open('requests');
  await expect(page.getByText('No request yet')).toBeVisible();
  expect((await dashboard.api('GET', '/pets?limit=2')).status()).toBe(200);
  expect((await dashboard.api('POST', '/pets', { name: 'Journal Cat', categoryId: 4 })).status()).toBe(201);
  expect((await dashboard.api('GET', '/pets/999999')).status()).toBe(404);
  await expect(rows(page)).toHaveCount(3);
  // Newest first.
  await expect(rows(page).getByRole('button')).toHaveText([
    'GET /v1/pets/999999',
    'POST /v1/pets',
    'GET /v1/pets?limit=2',
  ]);

  await page.getByLabel('Method').selectOption('POST');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Method').selectOption('');
  await page.getByLabel('Status').selectOption('4');
  await expect(rows(page).getByRole('button')).toHaveText(['GET /v1/pets/999999']);
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Path contains').fill('limit=2');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Path contains').fill('');

  await rows(page).getByRole('button', { name: 'POST /v1/pets' }).click();
  const detail = page.getByRole('region', { name: /POST \/v1\/pets/ });
  await expect(detail.getByRole('heading', { level: 3 })).toBeFocused();
  await expect(
    detail.getByRole('region', { name: 'Request headers' }).getByRole('row', { name: /authorization/ }),
  ).toContainText('Bearer [redacted]');
  await expect(detail).not.toContainText('e2e-key');
  await expect(detail.locator('pre').first()).toContainText('"name": "Journal Cat"');
  await expect(detail.locator('pre').last()).toContainText('"id":');
  await expect(detail.getByRole('region', { name: 'Response headers' })).toContainText('location');
  await expect(detail.getByText(/^\d+(\.\d)? ms$/)).toBeVisible();
  await detail.getByRole('button', { name: 'Close details' }).click();
  await expect(detail).toBeHidden();
  await expect(rows(page).getByRole('button', { name: 'POST /v1/pets' })).toBeFocused();

  await page.getByRole('button', { name: 'Clear the journal' }).click();
  await expect(page.getByText('No request yet')).toBeVisible();
});

test('shows a dropped connection as such', async ({ dashboard, page }) => {
  await dashboard.open('requests');
  await dashboard.page.request.post(`${dashboard.adminUrl}/failures`, {
    data: { operationId: 'listPets', fault: 'reset', times: 1 },
  });
  await expect(dashboard.api('GET', '/pets')).rejects.toThrow();
  await page.getByLabel('Status').selectOption('dropped');
  await expect(rows(page).locator('[data-field="status"]')).toHaveText(['reset']);
});

test("says why a request got its answer, one sentence per decision, in the request's detail", async ({
  dashboard,
  page,
}) => {
  await dashboard.open('requests');
  await dashboard.page.request.post(`${dashboard.adminUrl}/failures`, {
    data: { id: 'r2', operationId: 'createPet', status: 503, times: 2 },
  });
  for (let i = 0; i < 2; i++)
    expect((await dashboard.api('POST', '/pets', { name: 'Why Cat', categoryId: 4 })).status()).toBe(503);
  expect((await dashboard.api('GET', '/pets/999999')).status()).toBe(404);
  await expect(rows(page)).toHaveCount(3);

  await rows(page).getByRole('button', { name: 'POST /v1/pets' }).first().click();
  const why = page.getByRole('list', { name: 'Why this answer' });
  await expect(why.locator('[data-kind="failure"]')).toHaveText('503 from rule r2 (createPet, 2 of 2 times)');
  await page.getByRole('button', { name: 'Close details' }).click();
  await rows(page).getByRole('button', { name: 'GET /v1/pets/999999' }).click();
  await expect(why.locator('[data-kind="store"]')).toHaveText(
    /^404: pet 999999 was never made: the next pet created gets id \d+$/,
  );
});
