import type { Page } from '@playwright/test';
import { sandboxClient } from '../../playwright/sandbox-client.ts';
import { apiKey, readEnvironment } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';

// Server mode only (project world-sandboxes): sandboxes of the one shared server.
const adoptions = { adoptions: { perHour: 2, soldAfter: ['10m', '20m'] as [string, string] } };

type Statuses = Record<number, string[]>;

/** In the page: lists the pets every second, `polls` times at most, and gives each pet's statuses as seen, in order, after `before`'s. */
function pollStatuses(page: Page, apiUrl: string, polls: number, untilSold: boolean, before: Statuses = {}) {
  return page.evaluate(
    async ({ apiUrl, key, polls, untilSold, before }) => {
      const seen: Statuses = structuredClone(before);
      for (let poll = 0; poll < polls; poll++) {
        const pets = (await (
          await fetch(`${apiUrl}/pets?limit=100`, { headers: { authorization: `Bearer ${key}` } })
        ).json()) as { id: number; status?: string }[];
        for (const { id, status = 'none' } of pets) if (seen[id]?.at(-1) !== status) (seen[id] ??= []).push(status);
        if (untilSold && Object.values(seen).some((list) => list[0] === 'available' && list.at(-1) === 'sold')) break;
        // The app under test polls once a second, as a real page would: its behaviour, not a test's wait.
        if (poll < polls - 1) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      return seen;
    },
    { apiUrl, key: apiKey, polls, untilSold, before },
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
    // The statuses while frozen, first: however late the polls start on a loaded machine, the pets
    // the running clock sells were seen available.
    const frozenStatuses = await pollStatuses(app.page, sharedApiUrl, 1, false);
    // From here an hour passes each second: two adoptions, each sold 10 to 20 minutes later.
    await sandbox.clock.set(undefined, { speed: 3600 });
    const [running, still] = await Promise.all([
      pollStatuses(app.page, sharedApiUrl, 10, true, frozenStatuses),
      pollStatuses(frozenPage, sharedApiUrl, 3, false),
    ]);

    expect(Object.values(running).some((list) => list[0] === 'available' && list.at(-1) === 'sold')).toBe(true);
    expect(Object.keys(still).length).toBeGreaterThan(0);
    for (const list of Object.values(still)) expect(list).toHaveLength(1);
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
