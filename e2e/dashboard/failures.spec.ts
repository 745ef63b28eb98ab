import { expect, test } from '../support/dashboard.ts';

const ruleRows = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Rules in force' }).locator('tbody tr');

test('a preset makes the next matching request fail, and the Requests view shows it live within a second', async ({
  dashboard,
  page,
}) => {
  await dashboard.open('failures');
  await page.getByRole('button', { name: 'Fail the next 2 creates with 503' }).click();
  await expect(ruleRows(page)).toHaveCount(1);
  await expect(ruleRows(page).first()).toContainText('createPet');
  await expect(ruleRows(page).first()).toContainText('answer 503');
  const ruleId = await ruleRows(page).first().getAttribute('data-rule');

  await dashboard.go('requests');
  const created = await dashboard.api('POST', '/pets', { name: 'Unlucky', categoryId: 1 });
  expect(created.status()).toBe(503);
  const row = page
    .getByRole('region', { name: 'Requests, newest first' })
    .locator('tbody tr')
    .filter({ hasText: 'POST /v1/pets' });
  await expect(row.locator('[data-field="status"]')).toHaveText('503', { timeout: 1_000 });
  await row.getByRole('button').click();
  await expect(page.locator('[data-field="rules"]')).toHaveText(ruleId!);
  await dashboard.screenshot('requests');

  await dashboard.go('failures');
  await expect(ruleRows(page).first().locator('[data-field="fired"]')).toHaveText('1');
  await expect(ruleRows(page).first().locator('[data-field="left"]')).toHaveText('1');
  await dashboard.screenshot('failures');
});

test('every preset adds the rule it names', async ({ dashboard, page }) => {
  await dashboard.open('failures');
  for (const preset of ['Slow list (2 s)', 'Drop connections on get', 'Rate-limit 5/min']) {
    await page.getByRole('button', { name: preset }).click();
  }
  await expect(ruleRows(page)).toHaveCount(3);
  await expect(ruleRows(page).nth(0)).toContainText('listPets');
  await expect(ruleRows(page).nth(0)).toContainText('+2000 ms');
  await expect(ruleRows(page).nth(1)).toContainText('getPet');
  await expect(ruleRows(page).nth(1)).toContainText('reset');
  await expect(ruleRows(page).nth(2)).toContainText('every request');
  await expect(ruleRows(page).nth(2)).toContainText('5 per 60 s, then 429');
  // The dropped connection is real: the API client sees no answer.
  await expect(dashboard.api('GET', '/pets/1')).rejects.toThrow();
});

test('adds a rule with the form, and removes one or all', async ({ dashboard, page }) => {
  await dashboard.open('failures');
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Operation').selectOption('listPets');
  await form.getByLabel('Effect').selectOption('status');
  await form.getByLabel('Status').fill('418');
  await form.getByLabel(/Probability/).fill('1');
  await form.getByLabel(/Times/).fill('3');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added rule' })).toContainText('answer 418 on listPets');
  await expect(ruleRows(page)).toHaveCount(1);
  await expect(ruleRows(page).first()).toContainText('100%');
  await expect(ruleRows(page).first().locator('[data-field="left"]')).toHaveText('3');
  expect((await dashboard.api('GET', '/pets')).status()).toBe(418);

  await form.getByLabel('Effect').selectOption('latency');
  await form.getByLabel('Latency (ms)').fill('250');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleRows(page)).toHaveCount(2);
  // An error can come late: status and added latency in one rule.
  await form.getByLabel('Operation').selectOption('getPet');
  await form.getByLabel('Effect').selectOption('status');
  await form.getByLabel('Status').fill('503');
  await form.getByLabel(/Added latency/).fill('300');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleRows(page)).toHaveCount(3);
  await expect(ruleRows(page).last()).toContainText('+300 ms, answer 503');
  const started = Date.now();
  expect((await dashboard.api('GET', '/pets/1')).status()).toBe(503);
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  await page
    .getByRole('button', { name: `Remove rule ${await ruleRows(page).last().getAttribute('data-rule')}` })
    .click();
  await expect(ruleRows(page)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Rules in force' })).toBeFocused();
  const first = await ruleRows(page).first().getAttribute('data-rule');
  await page.getByRole('button', { name: `Remove rule ${first}` }).click();
  await expect(ruleRows(page)).toHaveCount(1);
  await expect(ruleRows(page).first()).toContainText('+250 ms');
  await page.getByRole('button', { name: 'Remove all rules' }).click();
  await expect(page.getByText('No rule: every request is answered normally.')).toBeVisible();
});

test('a rule the mock refuses is explained, not added', async ({ dashboard, page }) => {
  await dashboard.open('failures');
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Effect').selectOption('rateLimit');
  await form.getByLabel('Requests allowed').fill('5');
  // The browser checks ranges first; 0.5 s passes it, and the mock (windowMs must be whole) decides.
  await form.getByLabel('Per (seconds)').evaluate((input: HTMLInputElement) => input.removeAttribute('min'));
  await form.getByLabel('Per (seconds)').fill('0');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid_rule');
  await expect(page.getByText('No rule: every request is answered normally.')).toBeVisible();
});

test('the form sends a 503 without Retry-After when told none, so a client shows its own backoff', async ({
  dashboard,
  page,
}) => {
  await dashboard.open('failures');
  const form = page.getByRole('form', { name: 'Add a rule' });
  await form.getByLabel('Operation').selectOption('listPets');
  await form.getByLabel('Effect').selectOption('status');
  await form.getByLabel('Status').fill('503');
  await form.getByLabel(/Retry-After/).fill('none');
  await form.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleRows(page)).toHaveCount(1);
  const answer = await dashboard.api('GET', '/pets');
  expect(answer.status()).toBe(503);
  expect(answer.headers()['retry-after']).toBeUndefined();
});
