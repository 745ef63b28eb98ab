import { createSpecCoverageCounter } from './spec-coverage.ts';
import type { FailureRule } from '../store/failure-rules.ts';
import { createFailureRules } from '../store/failure-rules.ts';
import { createUpstreamState } from './upstream-state.ts';
import type { PetStore } from '../store/pet-store.ts';
import { createClock } from './clock.ts';
import type { BodyBudget } from './body-budget.ts';
import { createHeaderMask } from './header-mask.ts';
import { createJournal } from './journal.ts';
import { createSeededStream } from './seeded-random.ts';
import type { SimulationState, SnapshotPart } from './simulation-state.ts';

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
  /** A budget shared with other journals (a server's and its sandboxes'); else one of `journalBytes` of its own. */
  journalBudget?: BodyBudget | undefined;
  maxHangMs: number;
  /** Header names masked in the journal besides the built-in list. */
  maskHeaders?: readonly string[] | undefined;
  /** Real time, in ms (Date.now); a test passes its own to move a running clock without waiting. */
  realNow?: (() => number) | undefined;
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
  journalBudget,
  maxHangMs,
  maskHeaders,
  realNow = Date.now,
}: SimulationOptions) {
  const clock = createClock(now, realNow, speed);
  const random = createSeededStream(seed);
  const rules = createFailureRules({ random: random.next, now: clock.nowMs });
  rules.replace(failures);
  let keys: readonly string[] = [...apiKeys];
  const parts: SnapshotPart[] = [];
  // The parts' sections as last captured: kept while none changed, so an entry shares them.
  let sections: Readonly<Record<string, unknown>> = {};
  const captureParts = () => {
    if (parts.some((part) => part.capture() !== sections[part.key]))
      sections = Object.fromEntries(parts.map((part) => [part.key, part.capture()]));
    return sections;
  };
  const journal = createJournal(journalSize, createHeaderMask(maskHeaders), journalBudget ?? journalBytes);
  return {
    store,
    clock,
    failures: rules,
    journal,
    /** Which answers and failures this mock gave; a reset of the store leaves it alone. */
    coverage: createSpecCoverageCounter(),
    upstream: createUpstreamState(clock.nowMs),
    maxHangMs,
    apiKeys: (): readonly string[] => keys,
    setApiKeys(next: readonly string[]): void {
      keys = [...next];
    },
    /** The parts whose sections a snapshot carries. */
    snapshotParts: (): readonly SnapshotPart[] => parts,
    /** Adds a part whose section a snapshot carries (a feature room above adds its own). */
    addSnapshotPart(part: SnapshotPart): void {
      parts.push(part);
    },
    /** What decides the next answer besides the pets, now (a journal entry keeps it, from before its request). */
    state(): SimulationState {
      return {
        mark: store.mark(),
        now: clock.nowMs(),
        simulated: clock.isSimulated(),
        speed: clock.speed(),
        keys,
        rules: rules.spent(),
        random: random.position(),
        parts: captureParts(),
      };
    },
    /** Lets the store's change log drop what no entry the journal still holds needs. */
    forgetStatesBeforeJournal(): void {
      store.forgetBefore(journal.stateBefore(journal.oldestId())?.mark ?? store.mark());
    },
    /** Puts back what `state()` gave, but the pets (the caller puts those in place first). */
    restoreState(state: Omit<SimulationState, 'mark'>): void {
      keys = [...state.keys];
      rules.restore(state.rules);
      random.moveTo(state.random);
      clock.set(state.simulated ? new Date(state.now) : null, state.speed);
      for (const part of parts) if (part.key in state.parts) part.restore(state.parts[part.key]);
    },
  };
}

export type Simulation = ReturnType<typeof createSimulation>;
