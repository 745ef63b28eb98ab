import type { StoreData } from './store-data.ts';
import type { FailureRule, Scenario } from './scenario-types.ts';

/** What a scenario holds besides the pets; the simulation knows these, the store does not. */
export interface ScenarioExtras {
  name?: string;
  description?: string;
  apiKeys?: string[];
  failures?: FailureRule[];
  clock?: { now: string };
}

/**
 * The store's data as a scenario with every pet written out, so that loading it gives the same
 * data back: `scenarioToStoreData(storeDataToScenario(data))` deep-equals `data` for any data the
 * store holds (ids unique, `meta.nextId` past them). Pet fields outside the spec are not kept.
 * @example formatScenario(storeDataToScenario(store.snapshot(), { name: 'bug-1234' }))
 */
export function storeDataToScenario(data: StoreData, extras: ScenarioExtras = {}): Scenario {
  const {
    name = 'snapshot',
    description = `Snapshot of the store: ${data.pets.length} pets.`,
    apiKeys,
    failures,
    clock,
  } = extras;
  return {
    name,
    version: 1,
    description,
    // Generating nothing, only to carry meta.seed through the round trip.
    ...(data.meta.seed !== 0 && { generate: { seed: data.meta.seed, count: 0 } }),
    nextId: data.meta.nextId,
    ...(apiKeys && { apiKeys: [...apiKeys] }),
    ...(failures && { failures: structuredClone(failures) }),
    ...(clock && { clock: { now: clock.now } }),
    pets: data.pets.map(({ id, name: petName, categoryId, status }) =>
      status === undefined ? { id, name: petName, categoryId } : { id, name: petName, categoryId, status },
    ),
  };
}
