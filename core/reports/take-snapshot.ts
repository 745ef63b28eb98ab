import type { Scenario, ScenarioSnapshot } from '../store/scenario-types.ts';
import { storeDataToScenario } from '../store/store-data-to-scenario.ts';
import type { SimulationState, SnapshotPart } from '../state/simulation-state.ts';
import type { StoreData } from '../store/store-data.ts';

export interface SnapshotMoment {
  /** The state besides the pets, and the pets as they stood with it. */
  state: SimulationState;
  data: StoreData;
  /** Real time now, ISO 8601; left out, the document says nothing of when it was taken (`GET /__admin/db`). */
  takenAt?: string | undefined;
  /** The journal entry it stands before, when taken with `at`. */
  at?: number | undefined;
  /** The parts whose sections the state holds: each may add its own keys to the scenario. */
  parts: readonly SnapshotPart[];
}

/**
 * A moment of a mock as a scenario file: the pets and the scenario's own fields (keys, rules with
 * ids, the clock's instant, each part's own keys), plus the `snapshot` section with what they cannot say.
 * A pure function of the moment: two snapshots of one state differ only in name, description and
 * `takenAt`.
 * @example formatScenario(takeSnapshot({ state: simulation.state(), data: store.snapshot(), takenAt, parts: [] }))
 */
export function takeSnapshot({ state, data, takenAt, at, parts }: SnapshotMoment): Scenario {
  const now = new Date(state.now).toISOString();
  // A clock on real time is written as such: no instant a load would freeze it at.
  const clock = state.simulated ? now : null;
  const section: ScenarioSnapshot = {
    version: 1,
    ...(takenAt !== undefined && { takenAt }),
    clock: { now: clock, speed: state.speed },
    random: [...state.random],
    rules: state.rules.map(({ rule, matched, fired, windows }) => ({
      id: rule.id,
      matched,
      fired,
      // A window is kept by the key's position; a token of a mock that accepts any is a secret, never written.
      windows: windows.flatMap(([key, start, count]) => {
        const position = state.keys.indexOf(key);
        return position === -1 ? [] : [[position, start, count]];
      }),
    })),
    parts: state.parts as Record<string, Record<string, unknown>>,
  };
  const own = Object.assign({}, ...parts.map((part) => part.scenario?.(state.parts[part.key]) ?? {}));
  return {
    ...storeDataToScenario(data, {
      name: 'snapshot',
      description:
        at === undefined
          ? `The mock at ${clock ?? 'real time'}: ${data.pets.length} pets.`
          : `The mock just before journal entry ${at} was answered, at ${now}.`,
      apiKeys: [...state.keys],
      failures: state.rules.map(({ rule }) => rule),
      ...(clock && { clock: { now: clock } }),
    }),
    ...own,
    snapshot: section,
  };
}
