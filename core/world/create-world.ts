import { ApiError } from '../exchange/errors.ts';
import type { Duration } from '../store/scenario-types.ts';
import type { WorldInput } from '../store/scenario-types.ts';
import type { Simulation } from '../state/create-simulation.ts';
import { createListeners } from '../state/listeners.ts';
import type { CaughtUp } from '../state/timed-changes.ts';
import type { ClockMove, WorldEventView, WorldPort } from './world-port.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { createArrivalNames } from './arrival-names.ts';
import { parseWorld, readDuration, type WorldConfig } from './world-config.ts';
import { isoOrNull, worldBounds } from './world-bounds.ts';
import { nextDue, planWorld, startWorld, type WorldState } from './world-engine.ts';
import { createWorldLog } from './world-log.ts';
import { storedWorldName, type StoredWorld } from './stored-world.ts';
import type { RoomFact } from '../exchange/decision-facts.ts';

/** The events (seq `fromSeq` to `toSeq`, consecutive) the world applied before an answer, as explain shows them. */
export function worldFact(fromSeq: number, toSeq: number): RoomFact {
  return ['room', { kind: 'world', events: toSeq - fromSeq + 1, fromSeq, toSeq }];
}

export interface WorldOptions {
  /** The world at start (a scenario's, `--world`), if any. */
  world?: WorldInput | undefined;
  /** The seed a world without its own draws from (the mock's). */
  seed: number;
  /** Most events one clock move applies. */
  limit: number;
  /** The clock's speed at start. */
  speed: number;
  /** What the store kept of an earlier run (a db file's `meta.world`): resumed instead of the start world. */
  resume?: StoredWorld | undefined;
}

/**
 * A mock's world over its simulation: plans with the pure engine, applies to the store, keeps the
 * newest events and tells listeners. Nothing runs on a timer: the clock's moves and the request
 * path's `catchUp` (one comparison when nothing is due) move it.
 * @example const world = createWorld(simulation, { seed: 42, limit: 10_000, speed: 1 }); world.set({ arrivals: { perHour: 6 } });
 */
export function createWorld(
  simulation: Simulation,
  { world: startInput, seed, limit, speed: startSpeed, resume }: WorldOptions,
): WorldPort {
  const { store, clock } = simulation;
  const start = { now: clock.isSimulated() ? clock.now() : null, speed: startSpeed };
  const log = createWorldLog();
  const listeners = createListeners<WorldEventView>();
  let config: WorldConfig | undefined;
  let state: WorldState | undefined;
  let dueAt = Infinity;
  let seq = 0;
  let arrival = createArrivalNames(seed);
  let warned = false;
  let writing: Promise<void> = Promise.resolve();
  // The pets departures removed: a 404 for one says why. Ids are never reused, so it only grows
  // until a reset or a scenario load puts other data in.
  const departed = new Set<number>();

  // The clock and world go into the db file with the pets they changed, in one write.
  const stored = (): StoredWorld => ({
    clock: { now: clock.isSimulated() ? clock.nowMs() : null, speed: clock.speed() },
    world: config ?? null,
    state: state ?? null,
    seq,
  });
  const save = (put: readonly Pet[] = [], removed: readonly number[] = [], nextId = 0) => {
    writing = store
      .change(put, removed, nextId, { name: storedWorldName, record: stored() })
      .catch((error: unknown) => console.error("animal-store-mock: the world's changes could not be written:", error));
  };
  const put = (next: WorldConfig | undefined, at: WorldState | undefined = undefined) => {
    config = next;
    state = at ?? (next && { ...startWorld(next, clock.nowMs(), store.snapshot().pets), seq });
    arrival = createArrivalNames(next?.seed ?? seed);
    dueAt = state ? nextDue(state) : Infinity;
    warned = false;
  };

  /** Applies the events up to `until`: past the limit, all refused (an advance) or the limit's worth (a running clock). */
  const moveTo = (until: number, truncate: boolean): WorldEventView[] => {
    if (!config || !state || until < dueAt) return [];
    const pets = {
      get: (id: number) => store.get(id),
      available: store.list({ status: 'available', limit: Infinity }).map(({ id }) => id),
      nextId: store.meta().nextId,
    };
    const plan = planWorld(config, state, pets, until, { limit, truncate, arrival });
    if (!truncate && plan.needed > limit) {
      throw new ApiError({
        code: 'world_limit',
        message: `This move needs more than ${limit} world steps (events, and draws skipped for want of a pet); one move takes at most ${limit} (--world-limit). Nothing was applied: move in smaller steps. A clock set or advanced with a world on replays every event in between: to start a world at a far date, set the clock first, then the world.`,
        details: { needed: plan.needed, limit },
      });
    }
    if (truncate && nextDue(plan.state) <= until && !warned) {
      warned = true;
      console.warn(
        `animal-store-mock: the world fell ${limit} events behind the running clock; it applies ${limit} before each answer until it catches up.`,
      );
    }
    state = plan.state;
    seq = state.seq;
    dueAt = nextDue(state);
    const changed = [...plan.changed];
    const removed = changed.flatMap(([id, pet]) => (pet ? [] : [id]));
    for (const id of removed) departed.add(id);
    save(
      changed.flatMap(([, pet]) => (pet ? [pet] : [])),
      removed,
      plan.nextId,
    );
    log.add(plan.events);
    for (const event of plan.events) listeners.notify(event);
    return plan.events;
  };

  const catchUpNow = () => moveTo(clock.nowMs(), true);
  const checkForward = (target: number) => {
    if (config && target < clock.nowMs()) {
      throw new ApiError({
        code: 'clock_backwards',
        message: `A world is on: the clock goes forward only (it is at ${clock.now().toISOString()}, asked ${new Date(target).toISOString()}). Turn the world off first (PUT /__admin/world {"world": null}). Nothing changed.`,
      });
    }
  };

  let captured: { world: WorldConfig | null; state: WorldState | null; seq: number } = {
    world: null,
    state: null,
    seq: 0,
  };
  // A snapshot carries where the world stands (its config travels as the scenario's `world`).
  simulation.addSnapshotPart({
    key: storedWorldName,
    capture: () => {
      // Kept per request: the same section while nothing moved, so an entry costs a reference.
      if (captured.world !== (config ?? null) || captured.state !== (state ?? null) || captured.seq !== seq)
        captured = { world: config ?? null, state: state ?? null, seq };
      return captured;
    },
    restore(section) {
      const { world: given, state: at, seq: newest } = worldSection(section);
      seq = newest;
      put(given ? parseWorld(given, seed) : undefined, at ?? undefined);
      save();
    },
    scenario: (section) => {
      const { world: given } = section as { world: WorldConfig | null };
      return given ? { world: given } : {};
    },
  });

  if (resume) {
    clock.set(resume.clock.now === null ? null : new Date(resume.clock.now), resume.clock.speed);
    seq = resume.seq;
    put((resume.world ?? undefined) as WorldConfig | undefined, (resume.state ?? undefined) as WorldState | undefined);
  } else {
    put(startInput && parseWorld(startInput, seed));
  }

  return {
    catchUp(): CaughtUp | undefined {
      if (dueAt === Infinity || dueAt > clock.nowMs()) return undefined;
      const events = catchUpNow();
      // Only a catch-up that applied events makes a fact (due times can lapse without one).
      const fact = events.length > 0 ? worldFact(events[0]!.seq, events.at(-1)!.seq) : undefined;
      return { fact, written: writing };
    },
    departed: (id) => departed.has(id),
    setClock({ now, speed }: ClockMove) {
      if (speed !== undefined && !(speed >= 0 && speed <= worldBounds.maxSpeed)) {
        throw new ApiError({
          code: 'invalid_body',
          message: `speed must be a number from 0 to ${worldBounds.maxSpeed} (0 frozen, 1 real time), not ${speed}. Nothing changed.`,
        });
      }
      if (now && !(Math.abs(now.getTime()) <= worldBounds.maxTimeMs))
        throw new ApiError({
          code: 'invalid_body',
          message: `now must be a date a JavaScript Date holds (${dateRange}). Nothing changed.`,
        });
      catchUpNow();
      if (now !== undefined) {
        const target = now === null ? Date.now() : now.getTime();
        checkForward(target);
        moveTo(target, false);
        clock.set(now, speed);
      } else if (speed !== undefined) {
        clock.setSpeed(speed);
      }
      save();
    },
    advance(move) {
      const by = 'by' in move ? advanceBy(move.by) : 0;
      if (by > worldBounds.maxDurationMs)
        throw new ApiError({
          code: 'invalid_body',
          message: `by must be at most ${worldBounds.maxDurationMs} ms (ten years). Nothing changed.`,
        });
      catchUpNow();
      const target = 'by' in move ? clock.nowMs() + by : Date.parse(move.to);
      if (Number.isNaN(target))
        throw new ApiError({
          code: 'invalid_body',
          message: 'Send {"by": "2h"} (a duration, or ms) or {"to": "<ISO 8601 date>"}.',
        });
      if (target > worldBounds.maxTimeMs) {
        throw new ApiError({
          code: 'invalid_body',
          message: `${'by' in move ? 'by' : 'to'}: the clock would pass the last date a JavaScript Date holds (${dateRange}). Nothing changed.`,
        });
      }
      if (target < clock.nowMs())
        throw new ApiError({
          code: 'clock_backwards',
          message: `An advance goes forward only (the clock is at ${clock.now().toISOString()}).`,
        });
      const events = moveTo(target, false);
      clock.set(new Date(target));
      save();
      return { now: new Date(target).toISOString(), events };
    },
    view() {
      catchUpNow();
      return { world: config ?? null, seq, nextEventAt: isoOrNull(dueAt), limit };
    },
    set(input) {
      const next = input === null ? undefined : parseWorld(input, seed);
      catchUpNow();
      put(next);
      save();
      return this.view();
    },
    events: (since) => {
      catchUpNow();
      return log.since(since);
    },
    reset() {
      departed.clear();
      clock.set(start.now, start.speed);
      put(startInput && parseWorld(startInput, seed));
      save();
    },
    load(world) {
      departed.clear();
      put(world && parseWorld(world, seed));
      save();
    },
    written: () => writing,
    subscribe: listeners.subscribe,
  };
}

/** An advance's `by` in ms: a duration string or ms >= 0 (past ten years: Infinity); anything else is NaN (an invalid body). */
function advanceBy(by: Duration): number {
  const parsed = readDuration(by);
  return parsed >= 0 ? Math.round(parsed) : Number.NaN;
}

/** A snapshot's world section, checked for the fields a restore reads. */
function worldSection(section: unknown): { world: WorldInput | null; state: WorldState | null; seq: number } {
  const { world = null, state = null, seq } = (section ?? {}) as { world?: unknown; state?: unknown; seq?: unknown };
  const stateOk = state === null || (typeof state === 'object' && Array.isArray((state as WorldState).due));
  if (!Number.isInteger(seq) || !stateOk || (world !== null && typeof world !== 'object'))
    throw new ApiError({
      code: 'invalid_body',
      message: 'A snapshot\'s world part must be {"world": {...} | null, "state": {...} | null, "seq": <integer>}.',
    });
  return { world: world as WorldInput | null, state: state as WorldState | null, seq: seq as number };
}

const dateRange = `up to ${new Date(worldBounds.maxTimeMs).toISOString()}`;
