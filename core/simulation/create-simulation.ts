import { createSpecCoverageCounter } from '../coverage/spec-coverage.ts';
import type { FailureRule } from '../failures/failure-rule.ts';
import { createFailureRules } from '../failures/failure-rules.ts';
import { createUpstreamState } from '../proxy/upstream-state.ts';
import type { PetStore } from '../store/pet-store.ts';
import { createClock } from './clock.ts';
import { createHeaderMask } from './header-mask.ts';
import { createJournal } from './journal.ts';
import { createSeededRandom } from './seeded-random.ts';

export interface SimulationOptions {
  store: PetStore;
  apiKeys: readonly string[];
  failures: readonly FailureRule[];
  now: Date | null;
  /** The clock's speed (1 real time); timed changes follow the clock. */
  speed?: number;
  seed: number;
  journalSize: number;
  journalBytes: number;
  maxHangMs: number;
  /** Header names masked in the journal besides the built-in list. */
  maskHeaders?: readonly string[] | undefined;
}

/**
 * Everything that shapes answers besides the request: the store, keys, failure rules, journal and
 * clock. One per mock; the controls and the app both work on it. `createMock` builds it, with the
 * defaults in one place.
 */
export function createSimulation({
  store,
  apiKeys,
  failures,
  now,
  speed = 1,
  seed,
  journalSize,
  journalBytes,
  maxHangMs,
  maskHeaders,
}: SimulationOptions) {
  const clock = createClock(now, Date.now, speed);
  const rules = createFailureRules({ random: createSeededRandom(seed), now: clock.nowMs });
  rules.replace(failures);
  let keys = [...apiKeys];
  return {
    store,
    clock,
    failures: rules,
    journal: createJournal(journalSize, createHeaderMask(maskHeaders), journalBytes),
    /** Which answers and failures this mock gave; a reset of the store leaves it alone. */
    coverage: createSpecCoverageCounter(),
    upstream: createUpstreamState(clock.nowMs),
    maxHangMs,
    apiKeys: (): readonly string[] => keys,
    setApiKeys(next: readonly string[]): void {
      keys = [...next];
    },
  };
}

export type Simulation = ReturnType<typeof createSimulation>;
