import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMock } from '../../core/create-mock.ts';
import { fetchHandler } from '../../core/exchange/fetch-exchange.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';

const origin = 'http://journal.resilience.test';

async function mockWith(rules: unknown[]) {
  const mock = await createMock({ seed: 1, count: 3, apiKeys: ['right-key'], maxHangMs: 50 });
  mock.controls.failures.add(rules as never);
  const send = fetchHandler(mock.app);
  const get = (path: string, key = 'right-key') =>
    send(new Request(`${origin}${path}`, { headers: { authorization: `Bearer ${key}` } }));
  return { mock, get };
}

afterEach(() => vi.useRealTimers());

describe('what the journal keeps for the resilience checks', () => {
  it('keeps real arrival and end times from Date.now(), so fake timers set them and the simulated clock does not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-01-02T03:04:05Z'));
    const { mock, get } = await mockWith([]);
    mock.controls.clock.set(new Date('2031-01-01T00:00:00Z'));
    await get('/v1/pets');
    const [exchange] = mock.simulation.journal.exchanges();
    expect(exchange).toMatchObject({
      operationId: 'listPets',
      arrivedAt: Date.parse('2026-01-02T03:04:05Z'),
      endedAt: Date.parse('2026-01-02T03:04:05Z'),
    });
    expect(mock.controls.journal.list()[0]!.time).toBe('2031-01-01T00:00:00.000Z');
  });

  it("keeps the injected status, Retry-After in ms, fault, and the time held (latency plus a timeout's hang)", async () => {
    const { mock, get } = await mockWith([
      { operationId: 'listPets', status: 503, retryAfter: 2, times: 1 },
      { operationId: 'getPet', fault: 'timeout', durationMs: 5, latency: 7, times: 1 },
    ]);
    await get('/v1/pets');
    await get('/v1/pets/1').catch(() => undefined);
    await get('/v1/pets/1');
    const [list, timedOut, plain] = mock.simulation.journal.exchanges();
    expect(list).toMatchObject({ operationId: 'listPets', status: 503, fault: null, retryAfterMs: 2000, latencyMs: 0 });
    expect(timedOut).toMatchObject({
      operationId: 'getPet',
      status: null,
      fault: 'timeout',
      retryAfterMs: null,
      latencyMs: 12,
    });
    expect(timedOut!.endedAt - timedOut!.arrivedAt).toBeGreaterThanOrEqual(5);
    expect(plain).toMatchObject({ status: 200, fault: null, latencyMs: 0 });
  });

  it('compares credentials by a fingerprint that is not the key and is never in the journal', async () => {
    const { mock, get } = await mockWith([]);
    await get('/v1/pets', 'wrong-key');
    await get('/v1/pets', 'wrong-key');
    await get('/v1/pets', 'right-key');
    const [first, again, other] = mock.simulation.journal.exchanges();
    expect(first!.status).toBe(401);
    expect(again!.credential).toBe(first!.credential);
    expect(other!.credential).not.toBe(first!.credential);
    const elsewhere = await mockWith([]);
    await elsewhere.get('/v1/pets', 'wrong-key');
    // Keyed per mock: the same key gives another fingerprint elsewhere (a collision is 1 in 2^32).
    expect(elsewhere.mock.simulation.journal.exchanges()[0]!.credential).not.toBe(first!.credential);
    const listed = JSON.stringify(mock.controls.journal.list());
    expect(listed).not.toContain('wrong-key');
    expect(listed).not.toContain(String(first!.credential));
  });
});

describe('MSW under fake timers', () => {
  it('judges by the test clock: a latency the test fast-forwards counts as waited in full', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const store = await createAnimalStore({ seed: 1, count: 3, apiKeys: ['k'] });
    const msw = setupServer(...createHandlers(store, { baseUrl: `${origin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
    try {
      store.failures.add([{ operationId: 'getPet', latency: 45_000, times: 1 }]);
      const answer = fetch(`${origin}/v1/pets/1`, { headers: { authorization: 'Bearer k' } });
      await vi.advanceTimersByTimeAsync(45_000);
      expect((await answer).status).toBe(200);
      expect(store.resilience().checks['gave-up']).toMatchObject({ verdict: 'fail', waitedMs: 45_000 });
    } finally {
      msw.close();
    }
  });
});
