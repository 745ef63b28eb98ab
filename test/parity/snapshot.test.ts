import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../core/internal.ts';
import { createAnimalStore, createHandlers, type AnimalStore } from '../../mocks/index.ts';
import { setupServer } from 'msw/node';
import { call } from '../support/bounded-fetch.ts';
import { sendCase } from '../support/observe.ts';
import { comparable, mixedRequests, mockOnFakeTime, runStart, send } from '../support/recorded-run.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

// A snapshot taken in one transport loads in the other with the same next answers: the run is
// recorded in process (MSW's path), its snapshot before entry 60 loads on Koa and in an MSW store,
// both paused and set to each entry's instant; then each one's snapshot loads in the other.
const mswOrigin = 'http://msw.snapshot.test';
const requests = mixedRequests(120, 23);

describe('a snapshot on Koa and in MSW', () => {
  let koa: Awaited<ReturnType<typeof startTestServer>>;
  let store: AnimalStore;
  let msw: ReturnType<typeof setupServer>;
  let times: string[];
  let atSixty: Scenario;

  beforeAll(async () => {
    const original = await mockOnFakeTime(runStart);
    for (const request of requests) {
      original.time.real += request.wait;
      await send(original.fetch, request);
    }
    times = original.mock.controls.journal.list().map(({ time }) => time);
    atSixty = original.mock.controls.snapshot({ at: 60 });
    koa = await startTestServer({});
    store = await createAnimalStore({});
    msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await koa.close();
  });

  const loadOnKoa = async (snapshot: Scenario) =>
    expect(
      (
        await call(adminUrl(koa, '/scenario?paused=true'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(snapshot),
        })
      ).status,
    ).toBe(200);
  const koaSnapshot = async () => (await (await call(adminUrl(koa, '/snapshot'))).json()) as Scenario;
  const setKoaClock = async (now: string) =>
    expect(
      (
        await call(adminUrl(koa, '/clock'), {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now }),
        })
      ).status,
    ).toBe(200);

  it('answers the rest of the run alike, and ends in equal snapshots', async () => {
    await loadOnKoa(atSixty);
    await store.loadScenario(atSixty, 'inline', { paused: true });
    for (let index = 59; index < requests.length; index++) {
      const { method, path, headers, body } = requests[index]!;
      const testCase = { name: `entry ${index + 1}`, method, path, headers, ...(body !== undefined && { body }) };
      await setKoaClock(times[index]!);
      store.clock.set(new Date(times[index]!));
      expect(await sendCase(mswOrigin, testCase), testCase.name).toEqual(
        await sendCase(new URL(koa.url).origin, testCase),
      );
    }
    expect(comparable(await koaSnapshot())).toEqual(comparable(store.snapshot()));
  });

  it("loads the server's snapshot in MSW and MSW's on the server", async () => {
    const fromKoa = await koaSnapshot();
    const fromMsw = store.snapshot();
    await store.loadScenario(fromKoa, 'inline', { paused: true });
    await loadOnKoa(fromMsw);
    for (const request of requests.slice(0, 20)) {
      const { method, path, headers, body } = request;
      const testCase = { name: path, method, path, headers, ...(body !== undefined && { body }) };
      expect(await sendCase(mswOrigin, testCase)).toEqual(await sendCase(new URL(koa.url).origin, testCase));
    }
  });
});
