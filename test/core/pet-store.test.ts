import { Low, Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors.ts';
import { createPetStore } from '../../core/store/pet-store.ts';
import type { StoreData } from '../../core/store/store-data.ts';

const data = (): StoreData => ({
  meta: { version: 1, nextId: 1, seed: 1 },
  pets: [
    { id: 5, name: 'E', categoryId: 1, status: 'sold' },
    { id: 2, name: 'B', categoryId: 1, status: 'available' },
    { id: 9, name: 'I', categoryId: 2 },
    { id: 3, name: 'C', categoryId: 2, status: 'sold' },
  ],
});

describe('createPetStore', () => {
  it('lists in id order, filters by status and honours the limit', () => {
    const store = createPetStore(new Low(new Memory<StoreData>(), data()));
    expect(store.list({ limit: 10 }).map((pet) => pet.id)).toEqual([2, 3, 5, 9]);
    expect(store.list({ limit: 10, status: 'sold' }).map((pet) => pet.id)).toEqual([3, 5]);
    expect(store.list({ limit: 1, status: 'sold' }).map((pet) => pet.id)).toEqual([3]);
    expect(store.list({ limit: 10, status: 'pending' })).toEqual([]);
  });

  it('never reuses an id, even when nextId in the data is behind the highest id', async () => {
    const store = createPetStore(new Low(new Memory<StoreData>(), data()));
    const pet = await store.create({ name: 'New', categoryId: 3, status: 'pending' });
    expect(pet.id).toBe(10);
    expect(store.get(10)).toEqual(pet);
    expect(store.list({ limit: 10, status: 'pending' })).toEqual([pet]);
  });

  it('fills the default status only when the caller sent none', async () => {
    const store = createPetStore(new Low(new Memory<StoreData>(), data()), { defaultStatus: 'available' });
    expect((await store.create({ name: 'A', categoryId: 1 })).status).toBe('available');
    expect((await store.create({ name: 'B', categoryId: 1, status: 'sold' })).status).toBe('sold');
  });

  it('forgets a pet whose write failed and answers storage_unavailable', async () => {
    const adapter = new Memory<StoreData>();
    adapter.write = () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' }));
    const store = createPetStore(new Low(adapter, data()));
    const failure = await store.create({ name: 'Lost', categoryId: 1, status: 'sold' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('storage_unavailable');
    expect((failure as ApiError).message).toContain('ENOSPC');
    expect(store.count()).toBe(4);
    expect(store.get(10)).toBeUndefined();
    expect(store.list({ limit: 10, status: 'sold' }).map((pet) => pet.id)).toEqual([3, 5]);
  });
});
