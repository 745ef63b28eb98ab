import { expect, test } from '../support/dashboard.ts';

test('the coverage matrix fills in live, holes marked in words, and starts afresh', async ({ dashboard, page }) => {
  await dashboard.open('coverage');
  const responses = page.getByRole('region', { name: 'Documented responses' });
  const failures = page.getByRole('region', { name: 'Injected failures' });
  const cell = (region: typeof responses, operation: string, column: number) =>
    region
      .getByRole('row', { name: new RegExp(`^${operation}\\b`) })
      .getByRole('cell')
      .nth(column);
  // Columns: 200, 201, 400, 401, 404 (sorted); failure kinds in the model's order, error first.
  await expect(cell(responses, 'listPets', 0)).toHaveText('✗ never');
  await expect(cell(responses, 'listPets', 1)).toHaveText('n/a');

  await dashboard.api('GET', '/pets?limit=1');
  await dashboard.api('GET', '/pets?limit=2');
  await expect(cell(responses, 'listPets', 0)).toHaveText('✓ 2');
  // Out of every response the spec documents, as the admin API counts them.
  const coverage = (await (await page.request.get(`${dashboard.adminUrl}/coverage`)).json()) as {
    operations: Record<string, { responses: object }>;
  };
  const documented = Object.values(coverage.operations).reduce(
    (sum, { responses }) => sum + Object.keys(responses).length,
    0,
  );
  await expect(page.locator('[data-field="responses"]')).toHaveText(new RegExp(`^1 of ${documented} `));

  const prefer = await page.request.get(dashboard.adminUrl.replace(/\/__admin$/, '/v1/pets'), {
    headers: { authorization: 'Bearer e2e-key', prefer: 'code=503' },
  });
  expect(prefer.status()).toBe(503);
  await expect(cell(failures, 'listPets', 0)).toHaveText('✓ 1');
  // The spec's `default` documents an injected status: the answer counts there, not outside the spec.
  await expect(page.locator('[data-field="responses"]')).toHaveText(new RegExp(`^2 of ${documented} `));
  await dashboard.screenshot('coverage');

  await page.getByRole('button', { name: 'Start counting afresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'from zero' })).toHaveText(
    'Coverage counts from zero again.',
  );
  await expect(cell(responses, 'listPets', 0)).toHaveText('✗ never');
});
