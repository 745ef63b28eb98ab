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
  const twice = repeatedId(result.value.pets);
  if (twice !== undefined) throw new StoreLoadError(`wrong shape: pet id ${twice} appears twice`);
  return result.value;
}

/** The first id seen twice, or undefined. Pets in ascending id order (as the mock writes them) need no set: a start reads them all. */
function repeatedId(pets: readonly Pet[]): number | undefined {
  let ascending = true;
  for (let i = 1; i < pets.length && ascending; i++) ascending = pets[i]!.id > pets[i - 1]!.id;
  if (ascending) return undefined;
  const seen = new Set<number>();
  for (const { id } of pets) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return undefined;
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
