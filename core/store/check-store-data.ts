import { generatedValidator } from '../contract/spec.ts';
import type { Pet } from '../../spec/schema-types.ts';
import { storeDataSchemaId, type StoreData } from './store-data.ts';

/** A stored database that cannot be used; the message says why, for a person. */
export class StoreLoadError extends Error {
  readonly code = 'invalid_store';
  override name = 'StoreLoadError';
}

/**
 * The data when it has the documented shape and no id twice; else a `StoreLoadError` naming the problems.
 * @example checkStoreData(JSON.parse(text)).pets
 */
export function checkStoreData(data: unknown): StoreData {
  const result = generatedValidator<StoreData>(storeDataSchemaId)(data);
  if (!result.ok) throw new StoreLoadError(`wrong shape: ${result.problems.slice(0, 5).join('; ')}`);
  const seen = new Set<number>();
  for (const { id } of result.value.pets) {
    if (seen.has(id)) throw new StoreLoadError(`wrong shape: pet id ${id} appears twice`);
    seen.add(id);
  }
  return result.value;
}

/** Pets read from an append log (one a line), checked like the pets of the data; problems name the line. */
export function checkAppendedPets(pets: readonly unknown[], where: string): Pet[] {
  try {
    return checkStoreData({ meta: { version: 1, nextId: 1, seed: 0 }, pets }).pets;
  } catch (error) {
    const message = (error as Error).message.replace(/pets\.(\d+)/g, (_, index: string) => `line ${Number(index) + 1}`);
    throw new StoreLoadError(`${where}: ${message}`);
  }
}
