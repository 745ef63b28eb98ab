import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { startServer } from '../../server/start-server.ts';
import { testConfig } from '../../test/support/test-server.ts';
import { expect, test, type ViewName } from '../support/dashboard.ts';

const views: ViewName[] = ['store', 'scenarios', 'failures', 'requests', 'clock', 'coverage', 'resilience'];

test('every view passes axe (WCAG 2.1 A and AA) at 1280 px', async ({ dashboard, page }) => {
  // Seven full axe runs: seconds each on a 2-core machine that also runs npm test's other suites
  // (a minute was not always enough there).
  test.setTimeout(120_000);
  await dashboard.api('GET', '/pets?limit=1');
  for (const view of views) {
    await dashboard.open(view);
    await expect(page.getByRole('heading', { level: 2 })).not.toHaveText('');
    if (view === 'requests')
      await page.getByRole('region', { name: 'Requests, newest first' }).getByRole('button').first().click();
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations.map(
        ({ id, nodes }) =>
          `${view}: ${id} (${nodes.map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary}`).join(', ')})`,
      ),
    ).toEqual([]);
  }
});

test('every view fits 390 px without sideways scrolling of the page', async ({ dashboard, page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await dashboard.api('POST', '/pets', {
    name: 'A rather long name for a narrow screen, to see it wrap',
    categoryId: 1,
  });
  for (const view of views) {
    await dashboard.open(view);
    if (view === 'requests')
      await page.getByRole('region', { name: 'Requests, newest first' }).getByRole('button').first().click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${view} is wider than the screen`).toBe(0);
    for (const link of await page.getByRole('navigation', { name: 'Views' }).getByRole('link').all())
      await expect(link).toBeInViewport();
    if (view === 'store') await dashboard.screenshot('store-390px');
  }
});

test('works from the keyboard alone', async ({ dashboard, page }) => {
  await dashboard.open('store');
  // Tab to the Failures link, follow it: the view's heading takes the focus.
  for (
    let presses = 0;
    presses < 10 &&
    !(await page.getByRole('link', { name: 'Failures' }).evaluate((link) => link === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('link', { name: 'Failures' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Failures');
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Slow list (2 s)' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added rule' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rules in force' }).locator('tbody tr')).toHaveCount(1);
});

test('with an admin token, the page asks for it (Basic) and works once given', async ({
  browser,
  playwright,
}, testInfo) => {
  const db = testInfo.outputPath('db.json');
  // The view names a file under the working directory by its relative path.
  const shown = relative(process.cwd(), db);
  const server = await startServer(testConfig({ adminToken: 'qa-token', scenario: 'one-of-each', db }), {
    info: () => {},
    error: () => {},
  });
  try {
    const page = server.url.replace(/\/v1$/, '/__admin/ui');
    const anonymous = await playwright.request.newContext();
    const refused = await anonymous.get(page);
    expect(refused.status()).toBe(401);
    expect(refused.headers()['www-authenticate']).toContain('Basic');
    await anonymous.dispose();

    const context = await browser.newContext({ httpCredentials: { username: 'qa', password: 'qa-token' } });
    const tab = await context.newPage();
    await tab.goto(`${page}#/store`);
    await expect(tab.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
    await expect(tab.getByRole('region', { name: 'Counts' }).locator('[data-count="all"]')).toHaveText('3');
    const storage = tab.getByRole('region', { name: 'Counts' }).locator('dl.storage');
    await expect(storage.locator('dt')).toHaveText(['db file', 'lock', 'log of creates', 'last reload']);
    await expect(storage.locator('dd').first()).toHaveText(
      new RegExp(`^${shown.replaceAll('.', '\\.')}, \\d+(\\.\\d)? (bytes|kB)$`),
    );
    await expect(storage.locator('dd').nth(1)).toHaveText(`held by this server (pid ${process.pid}) on ${shown}.lock`);
    await expect(storage.locator('[data-reload]')).toHaveText('no hand edit loaded yet');
    // A hand edit of the file: the view follows it and says when it was loaded.
    const file = JSON.parse(readFileSync(db, 'utf8')) as { pets: unknown[] };
    writeFileSync(db, JSON.stringify({ ...file, pets: file.pets.slice(0, 2) }));
    await expect(tab.getByRole('region', { name: 'Counts' }).locator('[data-count="all"]')).toHaveText('2');
    await expect(storage.locator('[data-reload]')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, 2 pets$/);
    await tab.getByRole('link', { name: 'Failures' }).click();
    await tab.getByRole('button', { name: 'Slow list (2 s)' }).click();
    await expect(tab.getByRole('region', { name: 'Rules in force' }).locator('tbody tr')).toHaveCount(1);
    await context.close();
  } finally {
    await server.close();
  }
});
