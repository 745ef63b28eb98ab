import '../core/require-supported-node.ts';
import type { Adapter } from 'lowdb';
import { LocalStorage } from 'lowdb/browser';
import type { StoreData } from '../core/index.ts';
import { createAnimalStore, type AnimalStore, type AnimalStoreOptions } from './create-animal-store.ts';

export { createHandlers, type HandlerOptions } from './create-handlers.ts';
export type { AnimalStore, AnimalStoreOptions } from './create-animal-store.ts';
export type { ErrorBody, FailureRule, NewPet, Pet, PetStatus, Scenario } from '../core/index.ts';

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
export function createBrowserAnimalStore({ namespace = 'default', ...options }: BrowserAnimalStoreOptions = {}): Promise<AnimalStore> {
  // lowdb's web storage adapter is synchronous; the store takes the asynchronous kind.
  const storage = new LocalStorage<StoreData>(`animal-store-mock:${namespace}`);
  const adapter: Adapter<StoreData> = { read: async () => storage.read(), write: async (data) => storage.write(data) };
  return createAnimalStore({ ...options, adapter });
}
