import { createFaker } from '../../fixtures/create-faker.ts';
import type { FailureRule } from '../failures/failure-rule.ts';
import { createFailureRules } from '../failures/failure-rules.ts';
import type { PetStore } from '../store/pet-store.ts';
import { createClock } from './clock.ts';
import { createJournal } from './journal.ts';

export interface SimulationOptions {
  store: PetStore;
  /** Accepted API keys; empty accepts any non-empty bearer token. */
  apiKeys?: readonly string[];
  /** Failure rules in force from the start. */
  failures?: readonly FailureRule[];
  /** Simulated time at start; null (default) is real time. */
  now?: Date | null;
  /** Seed of the generator that failure probabilities draw from. */
  seed?: number;
  /** Requests the journal keeps (default 1000). */
  journalSize?: number;
  /** Longest a `timeout` fault holds a request, in ms (default 60 s). */
  maxHangMs?: number;
}

/**
 * Everything that shapes answers besides the request: the store, keys, failure rules, journal and
 * clock. One per server or MSW store; the controls and the app both work on it.
 * @example const simulation = createSimulation({ store, apiKeys: ['k'], seed: 42 });
 */
export function createSimulation({
  store,
  apiKeys = [],
  failures = [],
  now = null,
  seed = 42,
  journalSize = 1000,
  maxHangMs = 60_000,
}: SimulationOptions) {
  const clock = createClock(now);
  const random = createFaker(seed);
  const rules = createFailureRules({ random: () => random.number.float(), now: () => clock.now().getTime() });
  rules.replace(failures);
  let keys = [...apiKeys];
  return {
    store,
    clock,
    failures: rules,
    journal: createJournal(journalSize),
    maxHangMs,
    apiKeys: (): readonly string[] => keys,
    setApiKeys(next: readonly string[]): void {
      keys = [...next];
    },
  };
}

export type Simulation = ReturnType<typeof createSimulation>;
