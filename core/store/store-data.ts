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
  /** The clock and world (core/world/) as the newest write left them: a restart resumes from here. */
  world?: StoredWorld;
}

/** The clock and world a store keeps with its data; the world room gives `world` and `state` their meaning. */
export interface StoredWorld {
  /** The simulated time (ms) when written, or null for real time; and the speed. */
  clock: { now: number | null; speed: number };
  /** The world in force (durations in ms), or null. */
  world: object | null;
  /** Where it stands: counters and due times, or null. */
  state: object | null;
  /** The seq of the newest event. */
  seq: number;
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
        nextId: { type: 'integer', minimum: 1 },
        seed: { type: 'integer' },
        world: {
          type: 'object',
          required: ['clock', 'world', 'state', 'seq'],
          properties: {
            clock: { type: 'object', required: ['now', 'speed'], properties: { now: { type: ['integer', 'null'] }, speed: { type: 'number', minimum: 0 } } },
            world: { type: ['object', 'null'] },
            state: { type: ['object', 'null'] },
            seq: { type: 'integer', minimum: 0 },
          },
        },
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
