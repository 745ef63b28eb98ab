import { expect, test } from '../support/dashboard.ts';

test('the resilience checks fill in live, each verdict in words with the requests behind it', async ({
  dashboard,
  page,
}) => {
  await dashboard.open('resilience');
  const verdict = (check: string) =>
    page
      .getByRole('row', { name: new RegExp(`^${check}\\b`) })
      .getByRole('cell')
      .nth(0);
  const behind = (check: string) =>
    page
      .getByRole('row', { name: new RegExp(`^${check}\\b`) })
      .getByRole('cell')
      .nth(1);
  await expect(verdict('retry-after')).toHaveText('– not exercised');

  const busy = await page.request.get(dashboard.adminUrl.replace(/\/__admin$/, '/v1/pets'), {
    headers: { authorization: 'Bearer e2e-key', prefer: 'code=503' },
  });
  expect(busy.status()).toBe(503);
  // Called again at once, though the 503 said Retry-After: 1.
  await dashboard.api('GET', '/pets');
  await expect(verdict('retry-after')).toHaveText('✗ fail');
  await expect(behind('retry-after')).toHaveText(/^#\d+, #\d+$/);
  await expect(verdict('no-storm')).toHaveText('✓ pass');
  await dashboard.screenshot('resilience');
});
