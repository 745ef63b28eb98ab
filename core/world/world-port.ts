import type { AdminAnswer, AdminSchema } from '../../spec/admin-types.ts';
import type { Duration } from '../store/scenario-types.ts';
import type { WorldInput } from '../store/scenario-types.ts';
import type { TimedChanges } from '../state/timed-changes.ts';

/** One event the world applied (spec/admin.openapi.yaml `WorldEvent`). */
export type WorldEventView = AdminSchema<'WorldEvent'>;
export type WorldView = AdminAnswer<'getWorld'>;

/** A move of the clock: a new time (null: real time; left out: the same) and a speed. */
export interface ClockMove {
  now?: Date | null | undefined;
  speed?: number | undefined;
}

/**
 * What the controls ask of a mock's world (createWorld builds it; the API sees only its
 * `TimedChanges` side). Every move of the clock goes through it, so the world's events up to the
 * new time are applied first. Changes apply at once, in memory;
 * `written` resolves once the store has persisted them.
 */
export interface WorldPort extends TimedChanges {
  setClock(move: ClockMove): void;
  advance(move: { by: Duration } | { to: string }): { now: string; events: WorldEventView[] };
  view(): WorldView;
  /** A world as given (null turns it off), in force from the clock's current time. */
  set(input: unknown): WorldView;
  /** The kept events with a seq above `since`, oldest first. */
  events(since: number): WorldEventView[];
  /** Back to the start world, clock and speed (a reset). */
  reset(): void;
  /** A scenario's world (or none) in force from the clock's time, whatever went before (a scenario load). */
  load(world: WorldInput | undefined): void;
  written(): Promise<void>;
  subscribe(listener: (event: WorldEventView) => void): () => void;
}
