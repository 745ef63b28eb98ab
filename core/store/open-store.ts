import { Low } from 'lowdb';
import { checkAppendedPets, checkStoreData, StoreLoadError } from './check-store-data.ts';
import { createPetStore, type PetStore, type PetStoreOptions } from './pet-store.ts';
import type { StoreAdapter } from './store-adapter.ts';
import type { SeededStart, StoreData } from './store-data.ts';

export { StoreLoadError };

export interface OpenStoreOptions extends Omit<PetStoreOptions, 'appended' | 'pending'> {
  /** What a new store starts with (seeded pets, or a scenario's); made only when needed. */
  initialData: () => Promise<StoreData>;
  /**
   * In place of `initialData`: seeded pets made as reads reach them. Only for an adapter that keeps
   * the data by reference and has no log (lowdb's Memory): the first write sees the pets made so far.
   */
  lazyInitialData?: () => Promise<SeededStart>;
  /** Replace whatever is stored with the initial data. */
  reset?: boolean;
}

/**
 * Opens the store over any lowdb adapter: fills it with the initial data when empty (or on reset),
 * otherwise checks what is there and refuses it, untouched, when it is not valid. Pets in the
 * adapter's append log are added to what it read; the next checkpoint writes them in.
 * @example const { store } = await openStore(new Memory(), { initialData: () => seedStoreData({ seed: 42, count: 50 }) });
 */
export async function openStore(
  adapter: StoreAdapter,
  { initialData, lazyInitialData, reset = false, ...storeOptions }: OpenStoreOptions,
): Promise<{ store: PetStore; seeded: boolean }> {
  let stored: unknown = null;
  let appended: unknown[] = [];
  if (!reset) {
    try {
      stored = await adapter.read();
      appended = (await adapter.readAppended?.()) ?? [];
    } catch (error) {
      if (error instanceof StoreLoadError) throw error;
      throw new StoreLoadError(error instanceof SyntaxError ? `not valid JSON: ${error.message}` : String(error));
    }
  }
  const seeded = stored === null;
  const start: SeededStart = !seeded
    ? { data: checkStoreData(stored) }
    : lazyInitialData
      ? await lazyInitialData()
      : { data: await initialData() };
  const { data, pending } = start;
  const fromLog = checkAppendedPets(appended, 'its append log');
  const { reconcile } = adapter;
  if (fromLog.length > 0 && !reconcile)
    throw new StoreLoadError(
      'its append log holds pets, and the storage gives no rule to take them in (StoreAdapter.reconcile)',
    );
  const db = new Low<StoreData>(adapter, reconcile && fromLog.length > 0 ? reconcile.atOpen(data, fromLog) : data);
  if (seeded) await db.write();
  return {
    store: createPetStore(db, { ...storeOptions, appended: seeded ? [] : fromLog, ...(pending && { pending }) }),
    seeded,
  };
}
