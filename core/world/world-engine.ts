import type { Pet, PetStatus } from '../../spec/schema-types.ts';
import type { WorldConfig } from './world-config.ts';
import { delayMs, draw, gapMs, streams } from './world-draws.ts';

export type WorldEventKind = 'adopted' | 'sold' | 'arrived' | 'departed';

/** One change the world made: `pet` as it is after (as it was, for `departed`); `from`/`to` the status. */
export interface WorldEvent {
  seq: number;
  time: string;
  kind: WorldEventKind;
  pet: Pet;
  from?: PetStatus;
  to?: PetStatus;
}

/** A pet's timed change, waiting for its time. */
export interface Due {
  at: number;
  kind: 'sold' | 'departed';
  petId: number;
}

/**
 * Where a world stands: plain counters and times (JSON, for the db file). Each process's next event
 * time is drawn from its own stream at its own tick, never from when the clock was moved.
 */
export interface WorldState {
  /** The seq of the newest event. */
  seq: number;
  /** Every event up to this time (ms) is applied. */
  at: number;
  adoption?: { tick: number; at: number };
  arrival?: { tick: number; at: number };
  /** Pets' timed changes, earliest first (ties by kind, then id). */
  due: Due[];
}

/** What the engine reads of the store. */
export interface PetsView {
  get(id: number): Pet | undefined;
  /** Ids of the available pets, in id order. */
  available: readonly number[];
  /** The id the next pet gets. */
  nextId: number;
}

export interface PlanOptions {
  /**
   * Most steps to take: a step is one draw of a process or one due change, whether it makes an
   * event or is skipped (an adoption with no pet available, a change that lapsed), so the work of
   * any move is bounded, whatever the rates.
   */
  limit: number;
  /** At the limit: stop there (a running clock) instead of taking one more step (an advance, then refused whole). */
  truncate: boolean;
  /** Name and category of the k-th arrival (the fixtures' seeded generator). */
  arrival(k: number): { name: string; categoryId: number };
  /** Told of every step taken: a work counter. */
  onStep?: () => void;
}

/** The events up to a time, the state after them and the pets they change (null: left the store). */
export interface Plan {
  events: WorldEvent[];
  /**
   * Steps the move took. Above `limit` (limit + 1: the count stops there, so a refusal costs no
   * more than the limit's worth of work) only when not truncated: then nothing may be applied.
   */
  needed: number;
  state: WorldState;
  changed: Map<number, Pet | null>;
  nextId: number;
}

const kindOrder = { sold: 0, departed: 1, adopted: 2, arrived: 3 } as const;

/**
 * A world put in force at `at`: its processes' first times drawn, and the pets already pending or
 * sold counting their delays from now.
 */
export function startWorld(config: WorldConfig, at: number, pets: readonly Pet[]): WorldState {
  const due: Due[] = [];
  for (const pet of pets) {
    if (pet.status === 'pending' && config.adoptions) {
      due.push({
        at: at + delayMs(draw(config.seed, streams.soldAfterPet, pet.id), config.adoptions.soldAfter),
        kind: 'sold',
        petId: pet.id,
      });
    } else if (pet.status === 'sold' && config.departures) {
      due.push({
        at: at + delayMs(draw(config.seed, streams.departure, pet.id, 0), config.departures.after),
        kind: 'departed',
        petId: pet.id,
      });
    }
  }
  due.sort(compareDue);
  return {
    seq: 0,
    at,
    ...(config.adoptions?.perHour && {
      adoption: { tick: 0, at: at + gapMs(draw(config.seed, streams.adoptionGap, 0), config.adoptions.perHour) },
    }),
    ...(config.arrivals?.perHour && {
      arrival: { tick: 0, at: at + gapMs(draw(config.seed, streams.arrivalGap, 0), config.arrivals.perHour) },
    }),
    due,
  };
}

/** The time of the world's next event, or Infinity: what a read compares the clock with. */
export function nextDue(state: WorldState): number {
  return Math.min(state.adoption?.at ?? Infinity, state.arrival?.at ?? Infinity, state.due[0]?.at ?? Infinity);
}

/**
 * The events from `state` up to `until` (inclusive), in time order, without touching the store: a
 * pure function of the config, the state, the pets and the time, so the same moves give the same
 * events however they are cut.
 */
export function planWorld(
  config: WorldConfig,
  start: WorldState,
  pets: PetsView,
  until: number,
  options: PlanOptions,
): Plan {
  const state: WorldState = { ...start, due: [...start.due] };
  const changed = new Map<number, Pet | null>();
  const available = [...pets.available];
  let nextId = pets.nextId;
  const events: WorldEvent[] = [];
  let needed = 0;
  const current = (id: number) => (changed.has(id) ? (changed.get(id) ?? undefined) : pets.get(id));
  const schedule = (item: Due) => state.due.splice(sortedIndex(state.due, item), 0, item);
  const emit = (at: number, kind: WorldEventKind, pet: Pet, from?: PetStatus, to?: PetStatus) => {
    state.seq++;
    events.push({
      seq: state.seq,
      time: new Date(at).toISOString(),
      kind,
      pet,
      ...(from && { from }),
      ...(to && { to }),
    });
  };
  // A running clock stops at the limit; an advance takes one step more, to know it is over.
  const stop = options.truncate ? options.limit : options.limit + 1;

  for (;;) {
    if (needed >= stop) break;
    const next = earliest(state);
    if (next === undefined || next.at > until) break;
    needed++;
    options.onStep?.();
    // Past the limit of an advance the move is refused: the step is counted, not taken.
    if (needed > options.limit) break;
    state.at = next.at;
    if (next.kind === 'adopted') {
      const { tick, at } = state.adoption!;
      const adoptions = config.adoptions!;
      state.adoption = {
        tick: tick + 1,
        at: at + gapMs(draw(config.seed, streams.adoptionGap, tick + 1), adoptions.perHour),
      };
      // Drawn whether or not a pet is available, so one skipped adoption shifts no later draw.
      const pick = draw(config.seed, streams.adoptionPick, tick);
      if (available.length === 0) continue;
      const [id] = available.splice(Math.floor(pick * available.length), 1);
      const pet = { ...current(id!)!, status: 'pending' as const };
      changed.set(pet.id, pet);
      schedule({
        at: at + delayMs(draw(config.seed, streams.soldAfter, tick), adoptions.soldAfter),
        kind: 'sold',
        petId: pet.id,
      });
      emit(at, 'adopted', pet, 'available', 'pending');
    } else if (next.kind === 'arrived') {
      const { tick, at } = state.arrival!;
      const arrivals = config.arrivals!;
      state.arrival = {
        tick: tick + 1,
        at: at + gapMs(draw(config.seed, streams.arrivalGap, tick + 1), arrivals.perHour),
      };
      // The next id never passes the largest safe integer: there the arrival is skipped, as an adoption with no pet is.
      if (nextId >= Number.MAX_SAFE_INTEGER) continue;
      const { name, categoryId } = options.arrival(tick);
      const pet: Pet = { id: nextId++, name, categoryId, status: arrivals.status };
      changed.set(pet.id, pet);
      if (pet.status === 'available') available.push(pet.id);
      else if (pet.status === 'pending' && config.adoptions) {
        schedule({
          at: at + delayMs(draw(config.seed, streams.soldAfterPet, pet.id), config.adoptions.soldAfter),
          kind: 'sold',
          petId: pet.id,
        });
      } else if (pet.status === 'sold' && config.departures) {
        schedule({
          at: at + delayMs(draw(config.seed, streams.departure, pet.id, 0), config.departures.after),
          kind: 'departed',
          petId: pet.id,
        });
      }
      emit(at, 'arrived', pet, undefined, pet.status);
    } else {
      state.due.shift();
      const pet = current(next.petId);
      // A pet a client changed meanwhile keeps its change: the timed one lapses.
      if (next.kind === 'sold' && pet?.status === 'pending') {
        const sold = { ...pet, status: 'sold' as const };
        changed.set(pet.id, sold);
        emit(next.at, 'sold', sold, 'pending', 'sold');
        if (config.departures) {
          schedule({
            at: next.at + delayMs(draw(config.seed, streams.departure, pet.id, state.seq), config.departures.after),
            kind: 'departed',
            petId: pet.id,
          });
        }
      } else if (next.kind === 'departed' && pet?.status === 'sold') {
        changed.set(pet.id, null);
        emit(next.at, 'departed', pet, 'sold');
      }
    }
  }
  if (needed < stop) state.at = Math.max(state.at, until);
  return { events, needed, state, changed, nextId };
}

type Next = { at: number; kind: WorldEventKind; petId: number };

function earliest(state: WorldState): Next | undefined {
  const candidates: Next[] = [];
  if (state.due[0]) candidates.push(state.due[0]);
  if (state.adoption) candidates.push({ at: state.adoption.at, kind: 'adopted', petId: 0 });
  if (state.arrival) candidates.push({ at: state.arrival.at, kind: 'arrived', petId: 0 });
  return candidates.sort(compareDue)[0];
}

function compareDue(a: Next | Due, b: Next | Due): number {
  return a.at - b.at || kindOrder[a.kind] - kindOrder[b.kind] || a.petId - b.petId;
}

/** Where `item` goes in the sorted list: after every item that comes before it or ties with it. */
function sortedIndex(list: readonly Due[], item: Due): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareDue(list[middle]!, item) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}
