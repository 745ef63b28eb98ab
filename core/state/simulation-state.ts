import type { SpentRule } from '../store/failure-rules.ts';

/**
 * A stateful part of a mock above the simulation as a snapshot meets it: it gives its
 * section as a value no later change alters, and puts one back. The simulation holds the list, so
 * the snapshot never names the part's room.
 */
export interface SnapshotPart {
  /** Its key in a snapshot's `parts`. */
  readonly key: string;
  capture(): unknown;
  /** Puts back what `capture` gave (checked by the part; a bad one throws its own error). */
  restore(section: unknown): void;
  /** What the captured section also says in the scenario's own keys (a part's config under its own key). */
  scenario?(section: unknown): Record<string, unknown>;
}

/**
 * Everything besides the pets that decides the next answer, as it stood at one moment: the store's
 * change-log mark (the pets are read from the store at it), the clock, the keys, each rule with
 * what it spent, the rules' random stream and each part's section. Kept per journal entry, so it
 * holds only references to values never changed later.
 */
export interface SimulationState {
  mark: number;
  now: number;
  /** False while the clock follows real time (then a snapshot says so instead of an instant). */
  simulated: boolean;
  speed: number;
  keys: readonly string[];
  rules: readonly SpentRule[];
  random: readonly number[];
  parts: Readonly<Record<string, unknown>>;
}
