import type { RoomFact } from '../exchange/decision-facts.ts';

/** What a catch-up did: what it applied as a fact (nothing applied: undefined), and the store's write of it. */
export interface CaughtUp {
  fact: RoomFact | undefined;
  written: Promise<void>;
}

/**
 * Changes the clock's passage brings to the store, made by a room above the API and handed down as
 * a value: the request path applies what is due before it answers, and a 404 asks whether such a
 * change removed the pet.
 */
export interface TimedChanges {
  /** Applies what is due by the clock's time now; undefined (and nothing done) when nothing is. */
  catchUp(): CaughtUp | undefined;
  /** Whether a timed change removed this pet (since the last reset or load). */
  departed(id: number): boolean;
}
