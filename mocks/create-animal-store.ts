// The modules themselves, not core/index.ts: a test file loads only what a store needs.
import type { AnimalStore } from '../core/animal-store.ts';
import type { App } from '../core/api/app.ts';
import { journalToHar } from '../core/reports/journal-to-har.ts';
import { createMock, type Mock } from '../core/create-mock.ts';
import type { Adapter } from 'lowdb';
import type { PetStatus } from '../spec/schema-types.ts';
import type { FailureRule } from '../core/store/failure-rules.ts';
import type { Scenario } from '../core/store/scenario-types.ts';
import type { StoreData } from '../core/store/store-data.ts';
import type { PetStore } from '../core/store/pet-store.ts';
import { journalToPact } from '../core/reports/journal-to-pact.ts';
import { setUpProviderState } from '../core/reports/state-setup.ts';
import { explainRequest } from '../core/reports/explain-request.ts';

/**
 * The server's options that make sense in a test process or a page; each means what its flag means
 * (README). `createMock` takes them as they are, so they cannot drift from the mock's own.
 */
export interface AnimalStoreOptions {
  /** Where the data lives: a lowdb adapter (default: in memory). */
  adapter?: Adapter<StoreData>;
  /** Seed of the generated pets and of failure probabilities (0..2^32-1; default 42). */
  seed?: number;
  /** Pets generated when the store is new (default 50). */
  count?: number;
  /** A built-in scenario name or a scenario value: the start state in place of generated pets. */
  scenario?: string | Scenario | undefined;
  /** Accepted API keys; with none, any non-empty bearer token is accepted. */
  apiKeys?: readonly string[];
  /** Status given to pets created without one (default: none). */
  defaultStatus?: PetStatus | undefined;
  /** Failure rules in force from the start. */
  failures?: readonly FailureRule[];
  /** Simulated time at start; null (the default) is real time. */
  now?: Date | null;
  /** Requests the journal keeps (default 1000). */
  journalSize?: number;
  /** Bytes of bodies the journal keeps in all; past it the oldest bodies are dropped, their entries kept. */
  journalBytes?: number;
  /** Longest a `timeout` fault holds a request, in ms (default 60,000). */
  maxHangMs?: number;
  /** Origins allowed by CORS: exact, `http://host:*` for any port, or `*`. */
  corsOrigins?: readonly string[];
  /** Header names the journal masks besides the credentials it always masks. */
  maskHeaders?: readonly string[] | undefined;
}

/** What the handlers call (the store's API, plain or forwarding to an upstream) and the pets it keeps. Kept off the public type. */
export interface StoreInternals {
  app: App;
  /** The control plane, for the panel's admin client in process. */
  admin: Mock['admin'];
  proxyTo: Mock['proxyTo'];
  pets: PetStore;
}

// Like a private field: createHandlers reaches a store's app through here; users see `AnimalStore` only.
const internals = new WeakMap<AnimalStore, StoreInternals>();

/** The app and pets behind a store `createAnimalStore` made; a store made any other way has none. */
export function storeInternals(store: AnimalStore): StoreInternals {
  const found = internals.get(store);
  if (!found)
    throw new TypeError('createHandlers takes a store made by createAnimalStore or createBrowserAnimalStore.');
  return found;
}

/**
 * The same mock the server runs, for MSW, built by the same `createMock` with the same defaults:
 * in memory unless given another lowdb adapter, with reset, scenarios, export, failures, journal
 * and clock as functions. A store that holds data already (a reload in the browser) keeps it;
 * `reset()` goes back to the start state.
 * @example const store = await createAnimalStore({ seed: 7, count: 10, apiKeys: ['test-key'] });
 */
export async function createAnimalStore(options: AnimalStoreOptions = {}): Promise<AnimalStore> {
  // A page or a test has no recordings folder: a recording started over the admin API is kept in memory.
  const { app, admin, proxyTo, store, controls } = await createMock({ ...options, openRecording: () => null });
  const { journal } = controls;
  const animalStore: AnimalStore = {
    pets: {
      list: ({ limit = Number.MAX_SAFE_INTEGER, status } = {}) => controls.store.list({ limit, status }),
      get: (id) => controls.store.get(id),
      count: () => controls.store.count(),
    },
    reset: controls.reset,
    loadScenario: controls.loadScenario,
    undoScenario: controls.undoScenario,
    exportScenario: controls.exportScenario,
    snapshot: controls.snapshot,
    failures: controls.failures,
    journal: {
      list: journal.list,
      sinceReset: journal.sinceReset,
      after: journal.after,
      newestId: journal.newestId,
      clear: journal.clear,
      subscribe: journal.subscribe,
      explain(id) {
        const kept = journal.evidence(id);
        return kept && explainRequest(kept);
      },
    },
    clock: controls.clock,
    world: controls.world,
    contract: controls.contract,
    recording: {
      start: () => controls.recording.start(),
      stop: controls.recording.stop,
      status: controls.recording.status,
      scenario: controls.recording.scenario,
    },
    coverage: controls.coverage,
    resetCoverage: controls.resetCoverage,
    resilience: controls.resilience,
    har: ({ origin = globalThis.location?.origin ?? 'http://localhost' } = {}) =>
      journalToHar(journal.list(), { origin }),
    pact: (pactOptions) => journalToPact(journal.sinceReset(), pactOptions),
    setUpProviderState: (body) => setUpProviderState(controls.store, body),
    subscribe: controls.subscribe,
  };
  internals.set(animalStore, { app, admin, proxyTo, pets: store });
  return animalStore;
}
