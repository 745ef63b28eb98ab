import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMock, type WorldInput } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { readEvents } from '../support/event-stream.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

const world: WorldInput = { arrivals: { perHour: 6 } };
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ count: 5, now: new Date('2030-01-01T00:00:00Z'), speed: 0, world });
});
afterAll(() => server?.close());

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the world on a server', () => {
  it("starts each sandbox with the server's start world and clock, which then move apart", async () => {
    const inSandbox = { 'animal-store-sandbox': 'moving-world' };
    const sandboxWorld = await (await call(adminUrl(server, '/world'), { headers: inSandbox })).json();
    expect(sandboxWorld).toMatchObject({ world: { arrivals: { perHour: 6 } }, seq: 0 });
    const moved = await (
      await call(adminUrl(server, '/clock/advance'), {
        method: 'POST',
        ...json({ by: '3h' }),
        headers: { ...inSandbox, 'content-type': 'application/json' },
      })
    ).json();
    expect(moved.events.length).toBeGreaterThan(0);
    expect(await (await call(adminUrl(server, '/world/events'))).json()).toEqual({ events: [] });
    expect((await (await call(adminUrl(server, '/clock'))).json()).now).toBe('2030-01-01T00:00:00.000Z');
  });

  it('sends each event it applies to the live feed', async () => {
    const controller = new AbortController();
    const events = readEvents(await call(adminUrl(server, '/events'), { signal: controller.signal }));
    expect((await events.next()).event).toBe('hello');
    const { events: applied } = await (
      await call(adminUrl(server, '/clock/advance'), { method: 'POST', ...json({ by: '2h' }) })
    ).json();
    expect(applied.length).toBeGreaterThan(0);
    const fed = [];
    while (fed.length < applied.length) {
      const event = await events.next();
      if (event.event === 'world') fed.push(JSON.parse(event.data));
    }
    controller.abort();
    expect(fed).toEqual(applied);
  });
});

describe('a running clock past the limit', () => {
  it("applies the limit's worth before each answer and says so once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const mock = await createMock({
        count: 0,
        now: new Date('2030-01-01T00:00:00Z'),
        speed: 3600,
        world: { arrivals: { perHour: 60 } },
        worldLimit: 5,
      });
      vi.setSystemTime(new Date('2026-01-01T00:00:01Z'));
      await mock.controls.world.written();
      mock.controls.clock.get();
      expect(mock.controls.world.events()).toHaveLength(10);
      // Each look catches up another 5 (an hour at 60 an hour holds about 60).
      expect(mock.controls.world.events()).toHaveLength(15);
      expect(mock.store.count()).toBe(15);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/fell 5 events behind/);
      await mock.close();
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });
});
