import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Pet } from '../../spec/schema-types.ts';
import { createArrivalNames } from './arrival-names.ts';
import { parseWorld, type WorldConfig } from './world-config.ts';
import { nextDue, planWorld, startWorld, type WorldEvent, type WorldState } from './world-engine.ts';
import { ApiError } from '../exchange/errors.ts';

const hour = 3_600_000;
const t0 = Date.parse('2030-01-01T00:00:00Z');

/** A store in a Map, moved by the engine in the given steps: the events and the pets at the end. */
function run(config: WorldConfig, pets: Pet[], steps: number[], limit = 100_000) {
  const store = new Map(pets.map((pet) => [pet.id, pet]));
  let nextId = Math.max(0, ...pets.map(({ id }) => id)) + 1;
  let state: WorldState = startWorld(config, t0, pets);
  const arrival = createArrivalNames(config.seed);
  const events: WorldEvent[] = [];
  let now = t0;
  for (const step of steps) {
    now += step;
    const available = [...store.values()]
      .filter(({ status }) => status === 'available')
      .map(({ id }) => id)
      .sort((a, b) => a - b);
    const plan = planWorld(config, state, { get: (id) => store.get(id), available, nextId }, now, {
      limit,
      truncate: false,
      arrival,
    });
    for (const [id, pet] of plan.changed) pet ? store.set(id, pet) : store.delete(id);
    ({ nextId, state } = plan);
    events.push(...plan.events);
  }
  return { events, pets: [...store.values()].sort((a, b) => a.id - b.id), state };
}

const pets = (count: number): Pet[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `pet ${i + 1}`,
    categoryId: 1,
    status: (['available', 'pending', 'sold'] as const)[i % 3]!,
  }));

const busy = parseWorld(
  {
    adoptions: { perHour: 6, soldAfter: ['10m', '1h'] },
    arrivals: { perHour: 2 },
    departures: { after: ['30m', '2h'] },
  },
  7,
);

describe('the world engine', () => {
  it('gives the same events and pets for one advance of 2h as for eight of 15 minutes', () => {
    const whole = run(busy, pets(12), [2 * hour]);
    const cut = run(busy, pets(12), Array(8).fill(hour / 4));
    expect(whole.events.length).toBeGreaterThan(5);
    expect(cut.events).toEqual(whole.events);
    expect(cut.pets).toEqual(whole.pets);
  });

  it('gives the same events however a stretch of time is cut (property)', () => {
    const worlds = fc.record({
      seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      adoptions: fc.option(
        fc.record({
          perHour: fc.integer({ min: 1, max: 40 }),
          soldAfter: fc
            .tuple(fc.integer({ min: 0, max: hour }), fc.integer({ min: 0, max: hour }))
            .map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
        }),
        { nil: undefined },
      ),
      arrivals: fc.option(fc.record({ perHour: fc.integer({ min: 1, max: 40 }) }), { nil: undefined }),
      departures: fc.option(
        fc.record({
          after: fc
            .tuple(fc.integer({ min: 0, max: hour }), fc.integer({ min: 0, max: hour }))
            .map(([a, b]) => [Math.min(a, b), Math.max(a, b)]),
        }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(
        worlds,
        fc.array(fc.integer({ min: 0, max: 2 * hour }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 20 }),
        (input, steps, count) => {
          const config = parseWorld(JSON.parse(JSON.stringify(input)), 1);
          const total = steps.reduce((sum, step) => sum + step, 0);
          const whole = run(config, pets(count), [total]);
          const cut = run(config, pets(count), steps);
          expect(cut.events).toEqual(whole.events);
          expect(cut.pets).toEqual(whole.pets);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives events in time order with seqs counting up from 1 and statuses that follow each other', () => {
    const { events } = run(busy, pets(12), [6 * hour]);
    expect(events.map(({ seq }) => seq)).toEqual(events.map((_, i) => i + 1));
    const times = events.map(({ time }) => Date.parse(time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const moves = new Set(events.map(({ kind, from, to }) => `${kind}:${from}>${to}`));
    expect([...moves].sort()).toEqual([
      'adopted:available>pending',
      'arrived:undefined>available',
      'departed:sold>undefined',
      'sold:pending>sold',
    ]);
  });

  it("names arrivals with the fixtures' seeded generator and gives them the next ids", () => {
    const config = parseWorld({ arrivals: { perHour: 10, status: 'pending' } }, 3);
    const { events } = run(config, pets(4), [3 * hour]);
    const arrival = createArrivalNames(3);
    expect(events.length).toBeGreaterThan(10);
    expect(events.map(({ pet }) => pet)).toEqual(
      events.map((_, k) => ({ id: 5 + k, ...arrival(k), status: 'pending' })),
    );
  });

  it('sells pending pets and lets sold ones leave counting from when the world was set', () => {
    const config = parseWorld(
      { adoptions: { perHour: 0, soldAfter: ['1h', '1h'] }, departures: { after: ['2h', '2h'] } },
      1,
    );
    const { events } = run(config, pets(3), [5 * hour]);
    expect(events.map(({ kind, pet, time }) => [kind, pet.id, time])).toEqual([
      ['sold', 2, '2030-01-01T01:00:00.000Z'],
      ['departed', 3, '2030-01-01T02:00:00.000Z'],
      ['departed', 2, '2030-01-01T03:00:00.000Z'],
    ]);
  });

  it('skips an adoption when no pet is available, without shifting the draws that follow', () => {
    const config = parseWorld({ adoptions: { perHour: 20, soldAfter: [0, '1m'] }, arrivals: { perHour: 5 } }, 9);
    const noneAvailable = run(config, [], [4 * hour]);
    expect(noneAvailable.events.filter(({ kind }) => kind === 'adopted').length).toBeGreaterThan(0);
    const arrivalsAlone = run(parseWorld({ arrivals: { perHour: 5 } }, 9), [], [4 * hour]);
    expect(noneAvailable.events.filter(({ kind }) => kind === 'arrived').map(({ time }) => time)).toEqual(
      arrivalsAlone.events.map(({ time }) => time),
    );
  });

  it('stops a move past the limit one step after it, changing nothing of its state; a truncated move stops at the limit', () => {
    const config = parseWorld({ arrivals: { perHour: 600 } }, 5);
    const state = startWorld(config, t0, []);
    const view = { get: () => undefined, available: [], nextId: 1 };
    const arrival = createArrivalNames(5);
    const full = planWorld(config, state, view, t0 + hour, { limit: 100_000, truncate: false, arrival });
    const refused = planWorld(config, state, view, t0 + hour, { limit: 10, truncate: false, arrival });
    expect(full.needed).toBe(full.events.length);
    expect(refused.needed).toBe(11);
    expect(refused.events).toEqual(full.events.slice(0, 10));
    expect(state.seq).toBe(0);
    const truncated = planWorld(config, state, view, t0 + hour, { limit: 10, truncate: true, arrival });
    expect(truncated.events).toEqual(full.events.slice(0, 10));
    expect(truncated.state.at).toBe(Date.parse(full.events[9]!.time));
    expect(nextDue(truncated.state)).toBe(Date.parse(full.events[10]!.time));
  });

  it('counts adoptions skipped for want of a pet toward the limit, so a move with nothing to adopt is bounded too', () => {
    // 1,000 adoptions a second over an empty store: every draw is skipped, none is an event.
    const config = parseWorld({ adoptions: { perHour: 3_600_000, soldAfter: ['1m', '2m'] } }, 5);
    const view = { get: () => undefined, available: [], nextId: 1 };
    let steps = 0;
    const onStep = () => steps++;
    const refused = planWorld(config, startWorld(config, t0, []), view, t0 + 10 * 60_000, {
      limit: 1000,
      truncate: false,
      arrival: createArrivalNames(5),
      onStep,
    });
    expect(refused.needed).toBe(1001);
    expect(steps).toBe(1001);
    steps = 0;
    const running = planWorld(config, startWorld(config, t0, []), view, t0 + 10 * 60_000, {
      limit: 1000,
      truncate: true,
      arrival: createArrivalNames(5),
      onStep,
    });
    expect(steps).toBe(1000);
    expect(nextDue(running.state)).toBeLessThanOrEqual(t0 + 10 * 60_000);
  });

  it("refuses a move at any rate after the limit's worth of work, naming no pet past it", () => {
    // An hour of 1,000 arrivals a second would be 3.6 million pets: the refusal stops counting at limit + 1.
    const config = parseWorld({ arrivals: { perHour: 3_600_000 } }, 5);
    const view = { get: () => undefined, available: [], nextId: 1 };
    let steps = 0;
    let named = 0;
    const arrival = (k: number) => (named++, createArrivalNames(5)(k));
    const plan = planWorld(config, startWorld(config, t0, []), view, t0 + hour, {
      limit: 1000,
      truncate: false,
      arrival,
      onStep: () => steps++,
    });
    expect(plan.needed).toBe(1001);
    expect(steps).toBe(1001);
    expect(named).toBe(1000);
    expect(plan.changed.size).toBe(1000);
  });

  it('never moves the next id past the largest safe integer: an arrival there is skipped, as an adoption with no pet is', () => {
    const config = parseWorld({ arrivals: { perHour: 60 } }, 5);
    const view = { get: () => undefined, available: [], nextId: Number.MAX_SAFE_INTEGER - 1 };
    const plan = planWorld(config, startWorld(config, t0, []), view, t0 + hour, {
      limit: 1000,
      truncate: false,
      arrival: createArrivalNames(5),
    });
    expect(plan.events.map(({ pet }) => pet.id)).toEqual([Number.MAX_SAFE_INTEGER - 1]);
    expect(plan.nextId).toBe(Number.MAX_SAFE_INTEGER);
    expect(plan.needed).toBeGreaterThan(10);
  });

  it('does nothing before the first event is due', () => {
    const state = startWorld(busy, t0, pets(6));
    const due = nextDue(state);
    const plan = planWorld(busy, state, { get: () => undefined, available: [1, 4], nextId: 7 }, due - 1, {
      limit: 10,
      truncate: false,
      arrival: createArrivalNames(7),
    });
    expect(plan.events).toEqual([]);
    expect(plan.changed.size).toBe(0);
  });
});

describe('a world as given', () => {
  it("takes durations as strings or ms and the mock's seed by default", () => {
    expect(
      parseWorld(
        {
          adoptions: { perHour: 2, soldAfter: ['90s', 7200000] },
          arrivals: { perHour: 1 },
          departures: { after: ['1h', '1d'] },
        },
        42,
      ),
    ).toEqual({
      seed: 42,
      adoptions: { perHour: 2, soldAfter: [90_000, 7_200_000] },
      arrivals: { perHour: 1, status: 'available' },
      departures: { after: [3_600_000, 86_400_000] },
    });
    expect(parseWorld({ seed: 3 }, 42)).toEqual({ seed: 3 });
  });

  it.each([
    [{ adoptions: { perHour: -1, soldAfter: [0, 1] } }, 'world.adoptions.perHour'],
    [{ adoptions: { perHour: 1 } }, 'world.adoptions.soldAfter'],
    [{ adoptions: { perHour: 1, soldAfter: ['2h', '1h'] } }, 'world.adoptions.soldAfter'],
    [{ arrivals: { perHour: 1, status: 'gone' } }, 'world.arrivals.status'],
    [{ departures: { after: ['soon', '1h'] } }, 'world.departures.after.0'],
    [{ weather: 'rain' }, 'world.weather'],
    ['busy', 'world'],
  ])('refuses %j with invalid_world naming %s', (input, field) => {
    const error = (() => {
      try {
        parseWorld(input, 1);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_world');
    expect((error as ApiError).message.startsWith(`${field}:`)).toBe(true);
  });
});
