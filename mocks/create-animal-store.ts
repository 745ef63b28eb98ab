import { Memory, type Adapter } from 'lowdb';
import {
  applyScenario,
  createApp,
  createControls,
  createSimulation,
  findBuiltinScenario,
  openStore,
  parseScenario,
  scenarioToStoreData,
  seedStoreData,
  type App,
  type Controls,
  type FailureRule,
  type PetStatus,
  type PetStore,
  type Scenario,
  type StoreData,
} from '../core/index.ts';

export interface AnimalStoreOptions {
  /** Seed of the generated pets and of failure probabilities (default 42, as the server). */
  seed?: number;
  /** Pets generated when the store is new (default 50, as the server). */
  count?: number;
  /** A built-in scenario name or a scenario value, loaded in place of the generated pets. */
  scenario?: string | Scenario;
  /** Accepted API keys; by default any non-empty bearer token is accepted. */
  apiKeys?: readonly string[];
  /** Status given to pets created without one (default: none). */
  defaultStatus?: PetStatus;
  /** Failure rules in force from the start. */
  failures?: readonly FailureRule[];
  /** Simulated time at start (default: real time). */
  now?: Date;
  /** Requests the journal keeps (default 1000). */
  journalSize?: number;
  /** Longest a `timeout` fault holds a request, in ms (default 60 s). */
  maxHangMs?: number;
  /** Where the data lives: lowdb's `Memory` by default. */
  adapter?: Adapter<StoreData>;
}

/** The store behind the handlers, with the control operations as functions. */
export interface AnimalStore extends Omit<Controls, 'health' | 'store'> {
  /** What the handlers call. */
  app: App;
  pets: PetStore;
}

/**
 * The same store the server runs, for MSW: seeded like the server, in memory unless given another
 * lowdb adapter, with reset, scenarios, export, failures, journal and clock as functions.
 * @example const store = await createAnimalStore({ seed: 7, count: 10, apiKeys: ['test-key'] });
 */
export async function createAnimalStore(options: AnimalStoreOptions = {}): Promise<AnimalStore> {
  const { seed = 42, count = 50, apiKeys = [], defaultStatus, failures = [], now = null, journalSize, maxHangMs } = options;
  const scenario = typeof options.scenario === 'string' ? builtin(options.scenario) : options.scenario && parseScenario(options.scenario, 'inline');
  const adapter = options.adapter ?? new Memory<StoreData>();
  const { store, seeded } = await openStore(adapter, { seed, count, defaultStatus });
  const simulation = createSimulation({
    store,
    apiKeys,
    failures,
    now,
    seed,
    ...(journalSize === undefined ? {} : { journalSize }),
    ...(maxHangMs === undefined ? {} : { maxHangMs }),
  });
  // A store that held data already (a reload in the browser) keeps it; reset still goes back to
  // the seeded (or scenario) state, as on a first run.
  const startData = scenario ? scenarioToStoreData(scenario) : seedStoreData({ seed, count });
  if (scenario) {
    const held = seeded ? undefined : store.snapshot();
    await applyScenario(simulation, scenario);
    if (held) await store.replace(held);
  }
  const { health: _health, store: _store, ...controls } = createControls(simulation, { startData });
  return { app: createApp({ simulation }), pets: store, ...controls };
}

function builtin(name: string): Scenario {
  const scenario = findBuiltinScenario(name);
  if (!scenario) throw new RangeError(`No built-in scenario named "${name}".`);
  return scenario;
}
