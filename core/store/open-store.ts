import { Low, type Adapter } from 'lowdb';
import { generatedValidator } from '../contract/spec.ts';
import { createPetStore, type PetStore, type PetStoreOptions } from './pet-store.ts';
import { storeDataSchemaId, type StoreData } from './store-data.ts';

export interface OpenStoreOptions extends PetStoreOptions {
  /** What a new store starts with (seeded pets, or a scenario's); made only when needed. */
  initialData: () => Promise<StoreData>;
  /** Replace whatever is stored with the initial data. */
  reset?: boolean;
}

/** A stored database that cannot be used; `problem` says why, for a person. */
export class StoreLoadError extends Error {
  readonly code = 'invalid_store';
  override name = 'StoreLoadError';
}

/**
 * Opens the store over any lowdb adapter: fills it with the initial data when empty (or on reset),
 * otherwise checks what is there and refuses it, untouched, when it is not valid.
 * @example const { store } = await openStore(new Memory(), { initialData: () => seedStoreData({ seed: 42, count: 50 }) });
 */
export async function openStore(
  adapter: Adapter<StoreData>,
  { initialData, reset = false, ...storeOptions }: OpenStoreOptions,
): Promise<{ store: PetStore; seeded: boolean }> {
  let stored: unknown = null;
  if (!reset) {
    try {
      stored = await adapter.read();
    } catch (error) {
      throw new StoreLoadError(error instanceof SyntaxError ? `not valid JSON: ${error.message}` : String(error));
    }
  }
  const seeded = stored === null;
  const data = stored === null ? await initialData() : checkedStoreData(stored);
  const db = new Low<StoreData>(adapter, data);
  if (seeded) await db.write();
  return { store: createPetStore(db, storeOptions), seeded };
}


function checkedStoreData(data: unknown): StoreData {
  const result = generatedValidator<StoreData>(storeDataSchemaId)(data);
  if (!result.ok) throw new StoreLoadError(`wrong shape: ${result.problems.slice(0, 5).join('; ')}`);
  const seen = new Set<number>();
  for (const { id } of result.value.pets) {
    if (seen.has(id)) throw new StoreLoadError(`wrong shape: pet id ${id} appears twice`);
    seen.add(id);
  }
  return result.value;
}
