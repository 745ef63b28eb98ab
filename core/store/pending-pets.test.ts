import { Low, Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';
import type { PendingPets } from './pending-pets.ts';
import { createPetStore } from './pet-store.ts';
import type { StoreData } from './store-data.ts';
import { createPetGenerator, generatePets } from '../../fixtures/generate-pets.ts';

/** Seeded pets 1..total to be made, counting how many the store asked for. */
function countedPending(seed: number, total: number) {
  const next = createPetGenerator({ seed, count: total });
  const asked = { pets: 0 };
  let made = 0;
  const pending: PendingPets = {
    lastId: total,
    left: () => total - made,
    take(count) {
      const pets = next(Math.min(count, total - made));
      made += pets.length;
      asked.pets += pets.length;
      return pets;
    },
  };
  return { pending, asked };
}

const emptyData = (total: number): StoreData => ({ meta: { version: 1, nextId: total + 1, seed: 3 }, pets: [] });

describe('a store whose seeded pets are made as reads reach them', () => {
  it('makes a page for a first list or get near the start, not the whole store', () => {
    const { pending, asked } = countedPending(3, 100_000);
    const store = createPetStore(new Low(new Memory<StoreData>(), emptyData(100_000)), { pending });
    expect(store.count()).toBe(100_000);
    expect(store.list({ limit: 20 })).toEqual(generatePets({ seed: 3, count: 20 }));
    expect(store.get(100)).toEqual(generatePets({ seed: 3, count: 100 })[99]);
    expect(asked.pets).toBeLessThan(1000);
  });

  it('makes the rest before a create, so created pets follow every seeded one', async () => {
    const { pending, asked } = countedPending(3, 2000);
    const store = createPetStore(new Low(new Memory<StoreData>(), emptyData(2000)), { pending });
    const pet = await store.create({ name: 'New', categoryId: 1, status: 'sold' });
    expect(asked.pets).toBe(2000);
    expect(pet.id).toBe(2001);
    expect(store.snapshot().pets).toEqual([...generatePets({ seed: 3, count: 2000 }), pet]);
  });

  it.for([
    ['seed 42, 50 pets (precomputed)', { seed: 42, count: 50 }],
    ['seed 7, 3,000 pets', { seed: 7, count: 3000 }],
  ] as const)('answers every read as a store made whole does: %s', async ([, options]) => {
    // A store over a given adapter is seeded whole; one in the mock's own memory is made as read.
    const lazy = (await createMock(options)).store;
    const whole = (await createMock({ ...options, adapter: new Memory<StoreData>() })).store;
    const reads = (store: typeof lazy) => [
      store.count(),
      store.list({ limit: 20 }),
      store.get(options.count),
      store.get(options.count + 1),
      store.list({ limit: 100, status: 'pending' }),
      store.get(2),
      store.list({ limit: 100, status: 'sold' }),
      store.count(),
    ];
    expect(reads(lazy)).toEqual(reads(whole));
    const created = [
      await lazy.create({ name: 'Rex', categoryId: 2 }),
      await whole.create({ name: 'Rex', categoryId: 2 }),
    ];
    expect(created[0]).toEqual(created[1]);
    expect(reads(lazy)).toEqual(reads(whole));
    expect(lazy.snapshot()).toEqual(whole.snapshot());
  });
});
