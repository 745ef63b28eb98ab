import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../core/internal.ts';
import { createSeededRandom } from '../../core/state/seeded-random.ts';
import { setupServer } from 'msw/node';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { call } from '../support/bounded-fetch.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';
import {
  answerOf,
  comparable,
  mixedRequests,
  mockOnFakeTime,
  replayOn,
  runStart,
  send,
  type Answer,
} from '../support/recorded-run.ts';

// The done-when: a recorded run of mixed requests, the snapshot before entry 100 and before
// ten random entries; a fresh mock loaded from it answers the rest byte for byte as the original did.
const mswOrigin = 'http://msw.snapshot-replay.test';

/** An answer over HTTP without the headers that describe only the connection. */
function withoutTransport({ headers, ...rest }: Answer): Answer {
  const { connection: _connection, 'keep-alive': _keepAlive, ...kept } = headers;
  return { ...rest, headers: kept };
}

describe('a snapshot replays exactly', async () => {
  const requests = mixedRequests(220);
  const random = createSeededRandom(5);
  const picked = new Set([100, ...Array.from({ length: 10 }, () => 2 + Math.floor(random() * 200))]);
  const original = await mockOnFakeTime(runStart);
  const live = new Map<number, Scenario>();
  const answers: Answer[] = [];
  for (const [index, request] of requests.entries()) {
    original.time.real += request.wait;
    if (request.advance) original.mock.controls.clock.advance(request.advance);
    // Journal ids count from 1: request `index` is entry index + 1.
    if (picked.has(index + 1)) live.set(index + 1, original.mock.controls.snapshot());
    answers.push(await send(original.fetch, request));
  }
  const times = original.mock.controls.journal.list().map(({ time }) => time);

  it('holds the mix the issue names', () => {
    const statuses = new Set(answers.map(({ status }) => status));
    for (const status of [200, 201, 404, 429, 500, 502, 503]) expect(statuses).toContain(status);
    const events = original.mock.controls.world.events(0).map(({ kind }) => kind);
    expect(events).toContain('arrived');
    expect(events).toContain('adopted');
  });

  it('gives, with ?at=, the snapshot a live one taken at that moment gave', () => {
    for (const [at, snapshot] of live)
      expect(comparable(original.mock.controls.snapshot({ at }))).toEqual(comparable(snapshot));
  });

  it('answers entries 100 to the end byte for byte on a fresh mock loaded from the snapshot at 100', async () => {
    const fresh = await mockOnFakeTime();
    await fresh.mock.controls.loadScenario(original.mock.controls.snapshot({ at: 100 }));
    const replayed = await replayOn(fresh.mock, fresh.fetch, requests, times, 99);
    expect(replayed).toEqual(answers.slice(99));
  });

  it('answers them alike on a fresh server (over HTTP) and a fresh MSW store loaded from it', async () => {
    const server = await startTestServer({});
    const store = await createAnimalStore({});
    const msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
    try {
      const snapshot = JSON.stringify(original.mock.controls.snapshot({ at: 100 }));
      const loaded = await call(adminUrl(server, '/scenario?paused=true'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: snapshot,
      });
      expect(loaded.status).toBe(200);
      await store.loadScenario(JSON.parse(snapshot), 'inline', { paused: true });
      for (let index = 99; index < requests.length; index++) {
        const request = requests[index]!;
        await call(adminUrl(server, '/clock'), {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now: times[index] }),
        });
        store.clock.set(new Date(times[index]!));
        const init = {
          method: request.method,
          headers: request.headers,
          ...(request.body !== undefined && { body: request.body }),
        };
        const overHttp = answerOf(await call(`${server.url.replace(/\/v1$/, '')}${request.path}`, init));
        const inMsw = answerOf(await fetch(`${mswOrigin}${request.path}`, init));
        expect(withoutTransport(await overHttp), `entry ${index + 1} over HTTP`).toEqual(answers[index]);
        expect(await inMsw, `entry ${index + 1} in MSW`).toEqual(answers[index]);
      }
    } finally {
      msw.close();
      await server.close();
    }
  });

  it('starts from a snapshot as createMock({ scenario }) too', async () => {
    const fresh = await mockOnFakeTime({ scenario: original.mock.controls.snapshot({ at: 150 }) });
    const replayed = await replayOn(fresh.mock, fresh.fetch, requests, times, 149);
    expect(replayed).toEqual(answers.slice(149));
  });

  it('says which is the oldest entry it can give for one the journal no longer holds', async () => {
    const small = await mockOnFakeTime({ ...runStart, journalSize: 5 });
    for (const request of requests.slice(0, 12)) await send(small.fetch, request);
    expect(() => small.mock.controls.snapshot({ at: 2 })).toThrow(/oldest it can give is entry 8/);
  });
});
