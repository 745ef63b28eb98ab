import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorldInput } from '../../core/internal.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { sendCase } from '../support/observe.ts';
import { call } from '../support/bounded-fetch.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

const mswOrigin = 'http://msw.world.test';
const world: WorldInput = {
  adoptions: { perHour: 8, soldAfter: ['5m', '40m'] },
  arrivals: { perHour: 3 },
  departures: { after: ['10m', '1h'] },
};
const authorized = { authorization: 'Bearer world-key' };
const list = { name: 'list', path: '/v1/pets?limit=100', headers: authorized };
const create = {
  name: 'create',
  method: 'POST',
  path: '/v1/pets',
  headers: { ...authorized, 'content-type': 'application/json' },
  body: '{"name":"Between","categoryId":2}',
};

describe.each([42, Math.floor(Math.random() * 1_000_000)])('the world on Koa and in MSW, seed %i', (seed) => {
  let koa: Awaited<ReturnType<typeof startTestServer>>;
  let msw: ReturnType<typeof setupServer>;
  let store: Awaited<ReturnType<typeof createAnimalStore>>;
  const options = { seed, count: 30, apiKeys: ['world-key'], now: new Date('2030-03-01T00:00:00Z'), speed: 0, world };

  beforeAll(async () => {
    koa = await startTestServer(options);
    store = await createAnimalStore(options);
    msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await koa.close();
  });

  const advanceKoa = async (by: string) => {
    const response = await call(adminUrl(koa, '/clock/advance'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ by }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { events: unknown[] }).events;
  };

  it('gives equal events, answers and snapshots for the same advances, with a client create between', async () => {
    const koaEvents: unknown[] = [];
    const mswEvents: unknown[] = [];
    for (const by of ['30m', '1h', '15m', '3h']) {
      koaEvents.push(...(await advanceKoa(by)));
      mswEvents.push(...store.clock.advance(by).events);
      expect(await sendCase(mswOrigin, list)).toEqual(await sendCase(new URL(koa.url).origin, list));
      if (by === '1h')
        expect(await sendCase(mswOrigin, create)).toEqual(await sendCase(new URL(koa.url).origin, create));
    }
    expect(koaEvents.length).toBeGreaterThan(10);
    expect(mswEvents).toEqual(koaEvents);
    const koaListed = await (await call(adminUrl(koa, '/world/events?since=0'))).json();
    expect(koaListed).toEqual({ events: store.world.events(0) });
    expect(store.pets.list()).toEqual(koa.controls.store.snapshot().pets);
    expect(store.clock.get()).toEqual(koa.controls.clock.get());
  });
});
