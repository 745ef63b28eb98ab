import { expect, test } from '../support/dashboard.ts';

test('setting the clock past 5 Dec 2030 turns getPet into 410, and back', async ({ dashboard, page }) => {
  await dashboard.open('clock');
  const getPetState = page.locator('[data-field="getPet"]');
  await expect(getPetState).toHaveText(/Still served/);
  expect((await dashboard.api('GET', '/pets/1')).status()).toBe(200);

  await page.getByLabel('Simulated time (UTC)').fill('2030-12-06T00:00:00');
  await page.getByRole('button', { name: 'Set the time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'clock now reads' })).toHaveText(
    'The clock now reads 2030-12-06 00:00:00 UTC.',
  );
  await expect(page.locator('[data-field="now"]')).toContainText('2030-12-06 00:00');
  await expect(page.locator('[data-field="now"]')).toContainText('simulated');
  await expect(getPetState).toHaveText('Past its sunset: answers 410 Gone');
  const gone = await dashboard.api('GET', '/pets/1');
  expect(gone.status()).toBe(410);
  expect(await gone.json()).toMatchObject({ code: 'gone', status: 410 });
  await dashboard.screenshot('clock');

  await page.getByRole('button', { name: 'Back to real time' }).click();
  await expect(getPetState).toHaveText(/Still served/);
  expect((await dashboard.api('GET', '/pets/1')).status()).toBe(200);
});

test("the sunset shortcut jumps a day past getPet's sunset", async ({ dashboard, page }) => {
  await dashboard.open('clock');
  await page.getByRole('button', { name: "Jump past getPet's sunset" }).click();
  await expect(page.locator('[data-field="getPet"]')).toHaveText('Past its sunset: answers 410 Gone');
  expect((await dashboard.api('GET', '/pets/1')).status()).toBe(410);
});

test('freeze, advance an hour: the timeline shows what the world did on the way', async ({ dashboard, page }) => {
  await dashboard.open('clock');
  await page.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'frozen' })).toHaveText('The clock is frozen.');
  await expect(page.locator('[data-field="now"]')).toContainText('frozen');
  const set = await page.request.put(`${dashboard.adminUrl}/world`, { data: { world: { arrivals: { perHour: 30 } } } });
  expect(set.status()).toBe(200);
  await expect(page.locator('[data-field="world"]')).toContainText('On: next event');

  await page.getByRole('button', { name: 'Advance 1 h' }).click();
  const moved = page.getByRole('status').filter({ hasText: 'world events' });
  await expect(moved).toHaveText(/^Moved 1h to .*: \d+ world events\.$/);
  const count = Number(/(\d+) world events/.exec((await moved.textContent()) ?? '')![1]);
  expect(count).toBeGreaterThan(5);
  const timeline = page.getByRole('list', { name: 'World events, newest first' }).getByRole('listitem');
  await expect(timeline).toHaveCount(Math.min(count, 50));
  await expect(timeline.first()).toContainText('arrived, available');
  await page.request.put(`${dashboard.adminUrl}/world`, { data: { world: null } });
});
