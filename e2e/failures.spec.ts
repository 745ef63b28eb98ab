import { expect, isListRequest, test } from './support/fixtures.ts';
import { animalPage } from './support/page.ts';

test('a wrong API key shows the 401 message', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open({ key: 'not-the-key' });
  await expect(ui.authError).toHaveText(
    'Your API key was not accepted (401): Invalid API key. Check the key and reload the page.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'not accepted' })).toBeVisible();
  await expect(ui.rows).toHaveCount(0);
  const entry = (await app.journal()).find((candidate) => candidate.method === 'GET');
  expect(entry?.status).toBe(401);
});

test('a 503 shows the retry banner, and the list comes back after Retry-After', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await expect(ui.rows).toHaveCount(20);
  await app.addFailure({ operationId: 'listPets', status: 503, times: 1, retryAfter: 3 });

  await ui.show.click();
  await expect(ui.retryBanner).toBeVisible();
  await expect(ui.retryBanner).toHaveAttribute('data-retry-after', '3');
  await expect(ui.retryBanner).toHaveAttribute('data-automatic', 'true');
  // The text counts down: 3, 2, 1 seconds.
  await expect(ui.retryBanner).toContainText(
    /The Animal Store is temporarily unavailable \(503\)\. Retrying in [1-3] seconds?…/,
  );
  // What was shown stays while the service is unavailable.
  await expect(ui.rows).toHaveCount(20);
  // The page retries by itself once Retry-After has passed.
  await expect(ui.retryBanner).toBeHidden();
  await expect(ui.summary).toHaveText('20 animals (any status, limit 20).');

  const lists = (await app.journal()).filter((entry) => entry.method === 'GET');
  expect(lists.map((entry) => entry.status)).toEqual([200, 503, 200]);
});

test('a 503 on adding offers "Retry now", and nothing was added the first time', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await app.addFailure({ operationId: 'createPet', status: 503, times: 1 });

  await ui.name.fill('Patience');
  await ui.categoryId.fill('1');
  await ui.add.click();
  await expect(ui.retryBanner).toContainText(
    'The Animal Store is temporarily unavailable (503). Adding the animal failed; ',
  );
  await expect(ui.retryBanner).toHaveAttribute('data-retry-after', '1');
  await expect(ui.retryBanner).toHaveAttribute('data-automatic', 'false');
  await expect(ui.addResult).toBeHidden();
  await ui.retryNow.click();
  await expect(ui.retryBanner).toBeHidden();
  await expect(ui.addResult).toHaveText('Added “Patience” as animal #21 (/v1/pets/21).');

  const creates = (await app.journal()).filter((entry) => entry.method === 'POST');
  expect(creates.map((entry) => entry.status)).toEqual([503, 201]);
});

test('Prefer: code=503 sent by the page shows the retry banner', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open({ prefer: 'code=503' });
  await expect(ui.retryBanner).toContainText('The Animal Store is temporarily unavailable (503).');
  await expect(ui.retryBanner).toHaveAttribute('data-retry-after', '1');
  const entry = (await app.journal()).find((candidate) => candidate.method === 'GET');
  expect(entry?.headers['prefer']).toBe('code=503');
  expect(entry?.status).toBe(503);
  expect(entry?.rules).toEqual(['prefer']);
});

test('a spinner shows while a slow request is in flight', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await expect(ui.rows).toHaveCount(20);
  await expect(ui.spinner).toBeHidden();
  // Held long enough for one look at the page however busy the machine is (2 s was once too short
  // for the two looks this took beside npm test's other suites).
  await app.addFailure({ operationId: 'listPets', latency: 6000, times: 1 });

  await ui.limit.fill('3');
  const listed = page.waitForRequest(isListRequest);
  await ui.show.click();
  await listed;
  // While the answer is held back, the spinner and the page's busy state, read in one look.
  const inFlight = () =>
    page.evaluate(() => ({
      spinner:
        !document.getElementById('busy')!.hidden && document.getElementById('busy')!.textContent!.includes('Loading…'),
      busy: document.body.getAttribute('aria-busy'),
    }));
  await expect.poll(inFlight).toEqual({ spinner: true, busy: 'true' });
  // Then auto-waited until the answer arrives.
  await expect(ui.names).toHaveText(['Biscuit', 'Luna', 'Milo'], { timeout: 20_000 });
  await expect(ui.spinner).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('aria-busy');
  const lists = (await app.journal()).filter((entry) => entry.method === 'GET');
  expect(lists.at(-1)?.rules).toHaveLength(1);
});

test('Prefer: delay sent by the page shows the spinner on the first load', async ({ app, page }) => {
  const ui = animalPage(page);
  const listed = page.waitForRequest(isListRequest);
  await app.open({ prefer: 'delay=4000', waitUntilReady: false });
  await listed;
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(ui.rows).toHaveCount(20);
  await expect(ui.spinner).toBeHidden();
  const [entry] = (await app.journal()).filter((candidate) => candidate.method === 'GET');
  expect(entry?.headers['prefer']).toBe('delay=4000');
  expect(entry?.rules).toEqual(['prefer']);
});

test('a dropped connection says the API cannot be reached', async ({ app, page }) => {
  const ui = animalPage(page);
  await app.open();
  await expect(ui.rows).toHaveCount(20);
  // No `times`: Chromium retries a GET once by itself when a reused keep-alive connection is
  // reset, so a single reset would never reach the page in server mode.
  await app.addFailure({ operationId: 'getPet', fault: 'reset' });
  await ui.animalId.fill('1');
  await ui.open.click();
  await expect(ui.openError).toContainText(`Could not reach the Animal Store at ${app.apiUrl}`);
  await expect(ui.details).toBeHidden();

  await app.clearFailures();
  await ui.open.click();
  await expect(ui.details.getByRole('heading')).toHaveText('Biscuit');
  await expect(ui.openError).toBeHidden();
  const gets = (await app.journal()).filter((entry) => entry.method === 'GET' && entry.path.endsWith('/pets/1'));
  // Every attempt before the last was reset (one in MSW; two over HTTP, Chromium's retry included).
  expect(gets.at(-1)?.status).toBe(200);
  const dropped = gets.slice(0, -1);
  expect(dropped.length).toBeGreaterThan(0);
  expect(dropped.map((entry) => [entry.status, entry.fault])).toEqual(dropped.map(() => [null, 'reset']));
});
