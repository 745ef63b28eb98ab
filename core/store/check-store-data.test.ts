import { describe, expect, it } from 'vitest';
import { checkStoreData } from './check-store-data.ts';
import { StoreLoadError } from './open-store.ts';

const withIds = (...ids: number[]) => ({
  meta: { version: 1, nextId: 10, seed: 1 },
  pets: ids.map((id) => ({ id, name: `Pet ${id}`, categoryId: 1 })),
});

describe('checkStoreData: every id once', () => {
  it('takes pets in ascending order, as the mock writes them, and in any other order', () => {
    expect(checkStoreData(withIds(1, 2, 5)).pets.map(({ id }) => id)).toEqual([1, 2, 5]);
    expect(checkStoreData(withIds(5, 1, 2)).pets.map(({ id }) => id)).toEqual([5, 1, 2]);
  });

  it('refuses an id repeated next to itself or far from itself, naming it', () => {
    for (const ids of [
      [1, 2, 2, 3],
      [3, 1, 2, 3],
    ]) {
      expect(() => checkStoreData(withIds(...ids))).toThrow(StoreLoadError);
      expect(() => checkStoreData(withIds(...ids))).toThrow(/pet id [23] appears twice/);
    }
  });
});
