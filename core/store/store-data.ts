import type { Pet } from '../../spec/schema-types.ts';
import { generatedPets, pendingSeededPets } from './generated-pets.ts';
import type { PendingPets } from './pending-pets.ts';

/** What the store keeps, and what the JSON db file holds. docs/db-file.md documents it. */
export interface StoreData {
  meta: StoreMeta;
  pets: Pet[];
}

export interface StoreMeta {
  /** Format version of this shape. */
  version: 1;
  /** The id the next created pet gets; ids are never reused. */
  nextId: number;
  /** The seed the data was generated from. */
  seed: number;
  /**
   * Records rooms above the store keep with the data, each under its room's name, as the newest
   * write left them: the store neither reads nor checks them; a restart hands each back to its room.
   */
  [part: string]: unknown;
}

/** One room's record, written with the data it changed (`PetStore.change`). */
export interface StoredPart {
  name: string;
  record: unknown;
}

/** The id its validator is generated under. */
export const storeDataSchemaId = 'store-data.json';

/** JSON Schema of StoreData; pets are the spec's own Pet schema. */
export const storeDataSchema = {
  type: 'object',
  required: ['meta', 'pets'],
  properties: {
    meta: {
      type: 'object',
      required: ['version', 'nextId', 'seed'],
      properties: {
        version: { const: 1 },
        // Never past the largest safe integer: there a create is refused (core/store/pet-store.ts).
        nextId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
        seed: { type: 'integer' },
      },
    },
    pets: { type: 'array', items: { $ref: 'openapi.json#/components/schemas/Pet' } },
  },
};

/**
 * Fresh data from a seed, as a first start writes it.
 * @example (await seedStoreData({ seed: 42, count: 50 })).pets.length // 50
 */
export async function seedStoreData({ seed, count }: { seed: number; count: number }): Promise<StoreData> {
  return { meta: { version: 1, nextId: count + 1, seed }, pets: await generatedPets({ seed, count }) };
}

/** Start data whose seeded pets are made as reads reach them: `data.pets` holds those made so far. */
export interface SeededStart {
  data: StoreData;
  pending?: PendingPets;
}

/**
 * The data `seedStoreData` gives, with the pets still to be made (none made yet, unless precomputed).
 * @example const { data, pending } = await seedStoreDataLazily({ seed: 7, count: 100_000 }); // data.pets: []
 */
export async function seedStoreDataLazily({ seed, count }: { seed: number; count: number }): Promise<SeededStart> {
  const { made, pending } = await pendingSeededPets({ seed, count });
  return { data: { meta: { version: 1, nextId: count + 1, seed }, pets: made }, ...(pending && { pending }) };
}
