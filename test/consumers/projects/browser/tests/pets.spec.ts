import { expect, test, type Page } from '@playwright/test';
import type { AnimalStore } from 'animal-store-mock/msw/browser';

declare global {
  // src/main.ts puts the page's store there, for the tests to drive.
  interface Window {
    store: AnimalStore;
  }
}

const api = 'https://api.animal-store.example/v1';
const headers = { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' };

interface Answer {
  status: number;
  sunset: string | null;
  body: unknown;
}

/** A fetch made by the page, as the app would make it. */
function call(page: Page, url: string, init: RequestInit = {}): Promise<Answer> {
  return page.evaluate(
    async ([url, init]) => {
      const response = await fetch(url, init);
      return { status: response.status, sunset: response.headers.get('sunset'), body: await response.json() };
    },
    [url, { ...init, headers }] as const,
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto(process.env.APP_URL!);
  await expect(page.locator('body')).toHaveAttribute('data-mock', 'ready');
});

test('lists pets', async ({ page }) => {
  const { status, body } = await call(page, `${api}/pets?limit=3`);
  expect(status).toBe(200);
  expect((body as { id: number }[]).map((pet) => pet.id)).toEqual([1, 2, 3]);
});

test("answers the page's same-origin /v1 calls as it answers the absolute URL", async ({ page }) => {
  const { status, body } = await call(page, '/v1/pets?limit=3');
  expect(status).toBe(200);
  expect((body as { id: number }[]).map((pet) => pet.id)).toEqual([1, 2, 3]);
});

test('creates a pet, then gets it', async ({ page }) => {
  const created = await call(page, `${api}/pets`, {
    method: 'POST',
    body: JSON.stringify({ name: 'Biscuit', categoryId: 3 }),
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ id: 51, name: 'Biscuit', categoryId: 3 });
  expect((await call(page, `${api}/pets/51`)).body).toEqual(created.body);
});

test('answers 503 while an injected failure is in force', async ({ page }) => {
  await page.evaluate(() => window.store.failures.add([{ operationId: 'listPets', status: 503 }]));
  const { status, body } = await call(page, `${api}/pets`);
  expect(status).toBe(503);
  expect(body).toMatchObject({ code: 'service_unavailable', status: 503 });
});

test('keeps the store over a reload until store.reset()', async ({ page }) => {
  await call(page, `${api}/pets`, { method: 'POST', body: JSON.stringify({ name: 'Biscuit', categoryId: 3 }) });
  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-mock', 'ready');
  expect((await call(page, `${api}/pets/51`)).status).toBe(200);
  await page.evaluate(() => window.store.reset());
  expect((await call(page, `${api}/pets/51`)).status).toBe(404);
});

test('answers 410 for getPet once the clock is past its sunset', async ({ page }) => {
  await page.evaluate(() => window.store.clock.set(new Date('2030-12-06T00:00:00Z')));
  const { status, sunset } = await call(page, `${api}/pets/1`);
  expect(status).toBe(410);
  expect(sunset).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
});

test('leaves a request to another host alone', async ({ page }) => {
  expect((await call(page, '/hello.json')).body).toEqual({ from: 'local' });
});
