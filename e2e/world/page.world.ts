import type { Page } from '@playwright/test';
import { sandboxClient } from '../../playwright/sandbox-client.ts';
import { apiKey, readEnvironment } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';

// Server mode only (project world-sandboxes): sandboxes of the one shared server.
const adoptions = { adoptions: { perHour: 2, soldAfter: ['10m', '20m'] as [string, string] } };

/** In the page, as its own requests: each pet's status (`none` when it has none), by id. */
function statusesSeen(page: Page, apiUrl: string): Promise<Record<number, string>> {
  return page.evaluate(
    async ({ apiUrl, key }) => {
      const pets = (await (
        await fetch(`${apiUrl}/pets?limit=100`, { headers: { authorization: `Bearer ${key}` } })
      ).json()) as { id: number; status?: string }[];
      return Object.fromEntries(pets.map(({ id, status = 'none' }) => [id, status]));
    },
    { apiUrl, key: apiKey },
  );
}

test('a running clock at 3600x with adoptions on sells a pet the page shows; a frozen sandbox beside it sees nothing change', async ({
  app,
  sandbox,
  browser,
}) => {
  const { appUrl, sharedApiUrl } = readEnvironment();
  const mainWorld = await (await fetch(sharedApiUrl.replace(/\/v1$/, '/__admin/world'))).json();
  const frozenSandbox = sandboxClient({ apiUrl: sharedApiUrl }, `${sandbox.name}-frozen`);
  await frozenSandbox.create();
  const frozen = frozenSandbox.controls;
  const frozenContext = await browser.newContext({ extraHTTPHeaders: frozen.headers });
  try {
    for (const target of [sandbox, frozen]) {
      await target.clock.set('2030-01-01T00:00:00Z', { speed: 0 });
      await target.world.set(adoptions);
    }
    await app.open();
    const frozenPage = await frozenContext.newPage();
    await frozenPage.goto(`${appUrl}?${new URLSearchParams({ mode: 'server', api: sharedApiUrl, key: apiKey })}`);
    // The statuses while both clocks are frozen, first: however late the next read comes on a
    // loaded machine, a pet the running clock sells was seen available.
    const [before, frozenBefore] = await Promise.all([
      statusesSeen(app.page, sharedApiUrl),
      statusesSeen(frozenPage, sharedApiUrl),
    ]);
    expect(Object.values(before)).toContain('available');
    // From here an hour passes each second: two adoptions an hour, each sold 10 to 20 minutes later.
    await sandbox.clock.set(undefined, { speed: 3600 });
    await expect
      .poll(
        async () => {
          const now = await statusesSeen(app.page, sharedApiUrl);
          return Object.entries(before).some(([id, status]) => status === 'available' && now[Number(id)] === 'sold');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    // Meanwhile, over the same time, nothing changed beside it.
    expect(Object.keys(frozenBefore).length).toBeGreaterThan(0);
    expect(await statusesSeen(frozenPage, sharedApiUrl)).toEqual(frozenBefore);
    expect((await frozen.world.events()).events).toEqual([]);
    expect(await (await fetch(sharedApiUrl.replace(/\/v1$/, '/__admin/world'))).json()).toEqual(mainWorld);
  } finally {
    await frozenContext.close();
    await frozenSandbox.drop();
  }
});

test('sandbox.clock.advance moves a frozen sandbox on and answers what its world did, which the page then lists', async ({
  app,
  sandbox,
  page,
}) => {
  await sandbox.clock.set('2030-01-01T00:00:00Z', { speed: 0 });
  await sandbox.world.set({ arrivals: { perHour: 3, status: 'available' } });
  const { now, events } = await sandbox.clock.advance('2h');
  expect(now).toBe('2030-01-01T02:00:00.000Z');
  expect(events.length).toBeGreaterThan(0);
  expect(events.every(({ kind }) => kind === 'arrived')).toBe(true);
  await app.open();
  const listed = (await (
    await page.request.get(`${app.apiUrl}/pets?limit=100`, { headers: { authorization: `Bearer ${apiKey}` } })
  ).json()) as { id: number }[];
  for (const { pet } of events) expect(listed).toContainEqual(pet);
  expect((await sandbox.world.events()).events).toEqual(events);
});
