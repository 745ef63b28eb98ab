import { Memory, type Adapter } from 'lowdb';
import { createApp, createSimulation, openStore, type App, type PetStatus, type PetStore, type StoreData } from '../core/index.ts';

export interface AnimalStoreOptions {
  /** Seed of the generated pets (default 42, as the server). */
  seed?: number;
  /** Pets generated when the store is new (default 50, as the server). */
  count?: number;
  /** Accepted API keys; by default any non-empty bearer token is accepted. */
  apiKeys?: readonly string[];
  /** Status given to pets created without one (default: none). */
  defaultStatus?: PetStatus;
  /** Where the data lives: lowdb's `Memory` by default. */
  adapter?: Adapter<StoreData>;
}

/** A store and the app over it: what the handlers call. */
export interface AnimalStore {
  app: App;
  pets: PetStore;
}

/**
 * The same store the server runs, for MSW: in memory unless given another lowdb adapter.
 * @example const store = await createAnimalStore({ seed: 7, count: 10 });
 */
export async function createAnimalStore(options: AnimalStoreOptions = {}): Promise<AnimalStore> {
  const { seed = 42, count = 50, apiKeys = [], defaultStatus, adapter = new Memory<StoreData>() } = options;
  const { store } = await openStore(adapter, { seed, count, defaultStatus });
  return { app: createApp({ simulation: createSimulation({ store, apiKeys, seed }) }), pets: store };
}
