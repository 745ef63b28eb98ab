// `animal-store-mock/msw/browser`: the store kept in localStorage, and the handlers (a chosen list; docs/api-report/).
import '../core/require-supported-node.ts';
import type { Adapter } from 'lowdb';
import { LocalStorage } from 'lowdb/browser';
import type { AnimalStore } from '../core/animal-store.ts';
import type { StoreData } from '../core/store/store-data.ts';
import { createAnimalStore, type AnimalStoreOptions } from './create-animal-store.ts';

export { createHandlers, type HandlerOptions } from './create-handlers.ts';
export type { AnimalStoreOptions } from './create-animal-store.ts';
export type {
  AnimalStore,
  ClockAdvanced,
  ClockControls,
  ClockState,
  ContractState,
  CoverageDocument,
  ErrorBody,
  Explanation,
  FailureControls,
  FailureRule,
  ActiveFailureRule,
  JournalControls,
  JournalEntry,
  JournalFilter,
  NewPet,
  PactDocument,
  PactOptions,
  Pet,
  PetStatus,
  PetsView,
  RecordingControls,
  RecordingStatus,
  ResilienceDocument,
  ResilienceOptions,
  Scenario,
  ScenarioLoaded,
  ScenarioSnapshot,
  ScenarioUndone,
  StoreEvent,
  StorePart,
  WorldControls,
  WorldEvent,
  WorldInput,
  WorldState,
} from '../core/index.ts';

export interface BrowserAnimalStoreOptions extends Omit<AnimalStoreOptions, 'adapter'> {
  /** Namespace of the localStorage key (`animal-store-mock:<namespace>`); default `default`. */
  namespace?: string;
}

/**
 * The store for MSW's service worker in the browser, kept in localStorage so that it survives
 * reloads; `reset()` puts the seeded (or scenario) state back.
 * @example
 * const store = await createBrowserAnimalStore({ apiKeys: ['dev'] });
 * await setupWorker(...createHandlers(store)).start();
 */
export function createBrowserAnimalStore({
  namespace = 'default',
  ...options
}: BrowserAnimalStoreOptions = {}): Promise<AnimalStore> {
  // lowdb's web storage adapter is synchronous; the store takes the asynchronous kind.
  const storage = new LocalStorage<StoreData>(`animal-store-mock:${namespace}`);
  const adapter: Adapter<StoreData> = { read: async () => storage.read(), write: async (data) => storage.write(data) };
  return createAnimalStore({ ...options, adapter });
}
