import { Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { openStore } from './open-store.ts';
import type { StoreData } from './store-data.ts';

const data = (): StoreData => ({
  meta: { version: 1, nextId: 3, seed: 0 },
  pets: [
    { id: 1, name: 'One', categoryId: 1, status: 'available' },
    { id: 2, name: 'Two', categoryId: 1, status: 'sold' },
  ],
});

describe("the store's change log", () => {
  it('gives the data as it stood at each mark, through creates, changes, removals and a replace', async () => {
    const { store } = await openStore(new Memory<StoreData>(), { initialData: async () => data() });
    const at = [store.mark()];
    const before = [store.snapshot()];
    await store.create({ name: 'Three', categoryId: 2 });
    at.push(store.mark());
    before.push(store.snapshot());
    await store.change([{ id: 1, name: 'One', categoryId: 1, status: 'pending' }], [2], 5);
    at.push(store.mark());
    before.push(store.snapshot());
    await store.replace({ meta: { version: 1, nextId: 2, seed: 0 }, pets: [{ id: 1, name: 'Else', categoryId: 3 }] });
    at.forEach((mark, index) => {
      const then = store.dataAt(mark)!;
      expect(then.pets).toEqual(before[index]!.pets);
      expect(then.meta.nextId).toBe(before[index]!.meta.nextId);
    });
    expect(store.dataAt(store.mark())!.pets).toEqual(store.snapshot().pets);
  });

  it('forgets what no mark needs, and says so for a mark it dropped', async () => {
    const { store } = await openStore(new Memory<StoreData>(), { initialData: async () => data() });
    const first = store.mark();
    for (let i = 0; i < 5; i++) await store.create({ name: `P${i}`, categoryId: 1 });
    store.forgetBefore(store.mark());
    expect(store.dataAt(first)).toBeUndefined();
    expect(store.dataAt(store.mark())!.pets).toHaveLength(7);
  });
});
