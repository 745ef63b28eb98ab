import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMock, fetchHandler, type Mock, type WorldInput } from '../../core/internal.ts';
import { expectError } from '../support/error-body.ts';

const start = new Date('2030-01-01T00:00:00Z');
const world: WorldInput = {
  adoptions: { perHour: 6, soldAfter: ['10m', '1h'] },
  arrivals: { perHour: 2 },
  departures: { after: ['30m', '2h'] },
};
const mocks: Mock[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(mocks.splice(0).map((mock) => mock.close()));
});

async function frozenMock(options: Parameters<typeof createMock>[0] = {}) {
  const mock = await createMock({ seed: 3, count: 12, now: start, speed: 0, ...options });
  mocks.push(mock);
  const admin = fetchHandler(mock.admin);
  const api = fetchHandler(mock.app);
  const send = async (method: string, path: string, body?: unknown) =>
    admin(
      new Request(`http://127.0.0.1/__admin${path}`, {
        method,
        ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      }),
    );
  const pets = async () =>
    (await api(new Request('http://127.0.0.1/v1/pets?limit=100', { headers: { authorization: 'Bearer k' } }))).json();
  return { mock, send, pets };
}

describe('the clock and the world over /__admin', () => {
  it('answers an advance with the new time and the events on the way, and the store shows them', async () => {
    const { send, pets } = await frozenMock({ world });
    const response = await send('POST', '/clock/advance', { by: '2h' });
    expect(response.status).toBe(200);
    const { now, events } = await response.json();
    expect(now).toBe('2030-01-01T02:00:00.000Z');
    expect(events.length).toBeGreaterThan(0);
    const listed = new Map((await pets()).map((pet: { id: number }) => [pet.id, pet]));
    const last = new Map(events.map((event: { pet: { id: number } }) => [event.pet.id, event]));
    for (const [id, event] of last as Map<number, { kind: string; pet: unknown }>) {
      expect(listed.get(id)).toEqual(event.kind === 'departed' ? undefined : event.pet);
    }
    expect((await (await send('GET', '/world/events?since=0')).json()).events).toEqual(events);
    expect((await (await send('GET', `/world/events?since=${events.at(-2).seq}`)).json()).events).toEqual(
      events.slice(-1),
    );
  });

  it('gives the same events and pets for one advance of 2h as for eight of 15m, with requests between', async () => {
    const one = await frozenMock({ world });
    const eight = await frozenMock({ world });
    const whole = (await (await one.send('POST', '/clock/advance', { by: '2h' })).json()).events;
    const cut = [];
    for (let i = 0; i < 8; i++) {
      cut.push(...(await (await eight.send('POST', '/clock/advance', { by: 15 * 60_000 })).json()).events);
      await eight.pets();
    }
    expect(cut).toEqual(whole);
    expect(await eight.pets()).toEqual(await one.pets());
  });

  it('sets the clock and its speed, and shows both', async () => {
    const { send } = await frozenMock();
    const set = await (await send('PUT', '/clock', { now: '2031-05-01T00:00:00Z', speed: 0 })).json();
    expect(set).toMatchObject({ now: '2031-05-01T00:00:00.000Z', simulated: true, speed: 0 });
    expect(await (await send('GET', '/clock')).json()).toEqual(set);
    expect(await (await send('PUT', '/clock', { speed: 3600 })).json()).toMatchObject({ speed: 3600, simulated: true });
  });

  it('puts a world in force, shows it with durations in ms, and turns it off', async () => {
    const { send } = await frozenMock();
    const view = await (await send('PUT', '/world', { world })).json();
    expect(view).toMatchObject({
      world: { seed: 3, adoptions: { perHour: 6, soldAfter: [600_000, 3_600_000] } },
      seq: 0,
      limit: 10_000,
    });
    expect(Date.parse(view.nextEventAt)).toBeGreaterThan(start.getTime());
    expect(await (await send('GET', '/world')).json()).toEqual(view);
    expect(await (await send('PUT', '/world', { world: null })).json()).toEqual({
      world: null,
      seq: 0,
      nextEventAt: null,
      limit: 10_000,
    });
  });

  it('refuses each bad input with an Error body and leaves store, clock and world as they were', async () => {
    const { mock, send } = await frozenMock({ world });
    const before = { pets: mock.store.snapshot(), clock: mock.controls.clock.get(), world: mock.controls.world.get() };
    const cases: [string, string, unknown, string][] = [
      ['PUT', '/world', { world: { adoptions: { perHour: 'many', soldAfter: [0, 1] } } }, 'invalid_world'],
      ['PUT', '/world', { world: { departures: { after: ['2h', '1h'] } } }, 'invalid_world'],
      ['PUT', '/world', { nothing: true }, 'invalid_body'],
      ['PUT', '/clock', { now: '2029-01-01T00:00:00Z' }, 'clock_backwards'],
      ['PUT', '/clock', { now: null }, 'clock_backwards'],
      ['PUT', '/clock', { speed: -1 }, 'invalid_body'],
      ['PUT', '/clock', { now: 'yesterday' }, 'invalid_body'],
      ['POST', '/clock/advance', { to: '2029-01-01T00:00:00Z' }, 'clock_backwards'],
      ['POST', '/clock/advance', { by: 'soon' }, 'invalid_body'],
      ['POST', '/clock/advance', { by: -5 }, 'invalid_body'],
      ['POST', '/clock/advance', {}, 'invalid_body'],
      ['GET', '/world/events?since=-1', undefined, 'invalid_query'],
    ];
    for (const [method, path, body, code] of cases) {
      const response = await send(method, path, body);
      await expectError(response, 400, code);
    }
    expect({ pets: mock.store.snapshot(), clock: mock.controls.clock.get(), world: mock.controls.world.get() }).toEqual(
      before,
    );
  });

  it('refuses a move past the event limit, counting one step past it, applying nothing', async () => {
    const { mock, send } = await frozenMock({ world: { arrivals: { perHour: 600 } }, worldLimit: 50 });
    const before = mock.store.snapshot();
    const response = await send('POST', '/clock/advance', { by: '1h' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'world_limit', status: 400, limit: 50 });
    // It says why a jump replays, and the order that avoids it (issue 55, point 8).
    expect(body.message).toContain('to start a world at a far date, set the clock first, then the world');
    const unlimited = await frozenMock({ world: { arrivals: { perHour: 600 } } });
    const all = (await (await unlimited.send('POST', '/clock/advance', { by: '1h' })).json()).events;
    expect(all.length).toBeGreaterThan(50);
    // The count stops at limit + 1: a refusal costs no more than the limit's worth of work.
    expect(body.needed).toBe(51);
    expect(mock.store.snapshot()).toEqual(before);
    expect(mock.controls.clock.get().now).toBe(start.toISOString());
    expect((await send('POST', '/clock/advance', { by: '1m' })).status).toBe(200);
  });

  it('refuses every clock move past its documented maxima or the last date a Date holds with a 400 naming the field, changing nothing', async () => {
    const { mock, send } = await frozenMock({ world });
    const state = async () => [
      await (await send('GET', '/clock')).json(),
      await (await send('GET', '/world')).json(),
      mock.store.snapshot(),
    ];
    const before = await state();
    const moves: [string, string, unknown, string, string][] = [
      ['POST', '/clock/advance', { by: 1e300 }, 'invalid_body', 'by'],
      ['POST', '/clock/advance', { by: '999999999d' }, 'invalid_body', 'by'],
      ['POST', '/clock/advance', { by: '3653d' }, 'invalid_body', 'by'],
      ['POST', '/clock/advance', { to: '+275760-09-13T00:00:00.001Z' }, 'invalid_body', 'to'],
      ['PUT', '/clock', { speed: 1e300 }, 'invalid_body', 'speed'],
      ['PUT', '/clock', { speed: 1_000_001 }, 'invalid_body', 'speed'],
      [
        'PUT',
        '/world',
        { world: { adoptions: { perHour: 1, soldAfter: ['1m', '999999999d'] } } },
        'invalid_world',
        'soldAfter',
      ],
      ['PUT', '/world', { world: { departures: { after: ['1m', 315_576_000_001] } } }, 'invalid_world', 'after'],
      ['PUT', '/world', { world: { arrivals: { perHour: 3_600_001 } } }, 'invalid_world', 'perHour'],
    ];
    for (const [method, path, body, code, field] of moves) {
      await expectError(await send(method, path, body), 400, code, [field]);
      expect(await state()).toEqual(before);
    }
  });

  it('keeps every read answering when a running clock reaches the last date a Date holds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { send } = await frozenMock({ speed: 1 });
    expect((await send('POST', '/clock/advance', { to: '+275760-09-12T23:00:00.000Z' })).status).toBe(200);
    // A world put in force there: what would fall past the last date is never due.
    expect((await send('PUT', '/world', { world })).status).toBe(200);
    expect((await send('PUT', '/clock', { speed: 1_000_000 })).status).toBe(200);
    vi.setSystemTime(new Date('2026-01-01T01:00:00Z'));
    for (const path of ['/health', '/clock', '/world', '/world/events?since=0', '/requests']) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(200);
    }
    expect((await (await send('GET', '/clock')).json()).now).toBe('+275760-09-13T00:00:00.000Z');
  });

  it('gives a pet a client creates between two arrivals the next id, and the next arrival the one after', async () => {
    const { mock, send } = await frozenMock({ world: { arrivals: { perHour: 60 } } });
    const first = (
      await (
        await send('POST', '/clock/advance', { to: (await (await send('GET', '/world')).json()).nextEventAt })
      ).json()
    ).events;
    expect(first.map(({ pet }: { pet: { id: number } }) => pet.id)).toEqual([13]);
    const created = await mock.store.create({ name: 'Client', categoryId: 1 });
    expect(created.id).toBe(14);
    const next = (
      await (
        await send('POST', '/clock/advance', { to: (await (await send('GET', '/world')).json()).nextEventAt })
      ).json()
    ).events;
    expect(next.map(({ pet }: { pet: { id: number } }) => pet.id)).toEqual([15]);
    expect(mock.store.get(14)).toEqual(created);
  });

  it('catches a running clock up before the next answer, and counts no time it was not running', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const { mock, pets } = await frozenMock({
      world: { adoptions: { perHour: 60, soldAfter: ['1m', '1m'] } },
      speed: 3600,
    });
    expect(mock.controls.world.events()).toEqual([]);
    vi.setSystemTime(new Date('2026-01-01T00:00:02Z'));
    const listed = await pets();
    const events = mock.controls.world.events();
    expect(events.length).toBeGreaterThan(0);
    expect(Date.parse(events.at(-1)!.time)).toBeLessThanOrEqual(start.getTime() + 2 * 3_600_000);
    for (const { pet } of events.filter(({ kind }) => kind !== 'departed'))
      expect(listed).toContainEqual(mock.store.get(pet.id));
    mock.controls.clock.set(undefined, { speed: 0 });
    vi.setSystemTime(new Date('2026-01-02T00:00:00Z'));
    await pets();
    expect(mock.controls.world.events()).toEqual(events);
  });

  it('starts a reset and a scenario load from the world and clock they carry', async () => {
    const { mock, send } = await frozenMock({ world });
    await send('POST', '/clock/advance', { by: '3h' });
    await mock.controls.reset();
    expect(mock.controls.clock.get().now).toBe(start.toISOString());
    expect(mock.controls.world.get().world).toMatchObject({ arrivals: { perHour: 2 } });
    await mock.controls.loadScenario({
      name: 'calm',
      version: 1,
      description: 'No world.',
      generate: { seed: 1, count: 3 },
      clock: { now: '2031-01-01T00:00:00Z' },
    });
    expect(mock.controls.world.get().world).toBeNull();
    await mock.controls.loadScenario({
      name: 'moving',
      version: 1,
      description: 'A world.',
      generate: { seed: 1, count: 3 },
      world: { arrivals: { perHour: 1 } },
    });
    expect(mock.controls.world.get().world).toEqual({ seed: 3, arrivals: { perHour: 1, status: 'available' } });
  });
});
