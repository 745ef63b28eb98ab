import { Low, Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../exchange/errors.ts';
import type { Pet } from '../internal.ts';
import { openStore, StoreLoadError } from './open-store.ts';
import { createPetStore } from './pet-store.ts';
import type { StoreAdapter } from './store-adapter.ts';
import type { StoreData } from './store-data.ts';
import { dbFileReconcile } from '../../server/db-file/merge-unseen.ts';

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
    const failure = await store
      .create({ name: 'Lost', categoryId: 1, status: 'sold' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).code).toBe('storage_unavailable');
    expect((failure as ApiError).message).toContain('ENOSPC');
    expect(store.count()).toBe(4);
    expect(store.get(10)).toBeUndefined();
    expect(store.list({ limit: 10, status: 'sold' }).map((pet) => pet.id)).toEqual([3, 5]);
  });

  it('refuses to change a stored pet in place, however it came in: opened, created, made on a read, replaced or reloaded', async () => {
    const toMake: Pet[] = [{ id: 20, name: 'Made', categoryId: 1 }];
    const pending = { lastId: 20, left: () => toMake.length, take: () => toMake.splice(0) };
    const store = createPetStore(new Low(new Memory<StoreData>(), data()), { pending });
    const changeName = (pet: Pet | undefined) => () => {
      (pet as { name: string }).name = 'changed';
    };
    expect(changeName(store.get(2)), 'opened').toThrow(TypeError);
    expect(changeName(store.get(20)), 'made when a read reached it').toThrow(TypeError);
    expect(changeName(await store.create({ name: 'New', categoryId: 1 })), 'created').toThrow(TypeError);
    await store.replace(data());
    expect(changeName(store.get(5)), 'replaced').toThrow(TypeError);
    await store.reload(async () => edited(12, [{ id: 11, name: 'By hand', categoryId: 3 }]));
    expect(changeName(store.get(11)), 'reloaded').toThrow(TypeError);
    expect(store.get(11)?.name).toBe('By hand');
  });
});

/** An adapter with an append log, kept in memory: what the store wrote where, and a gate to hold appends. */
function loggingAdapter(file: StoreData) {
  const disk = { file: structuredClone(file), log: [] as Pet[], gate: Promise.resolve() };
  const adapter: StoreAdapter = {
    read: async () => structuredClone(disk.file),
    async write(data) {
      disk.file = structuredClone(data);
      disk.log = [];
    },
    async checkpoint(data) {
      disk.file = structuredClone(data);
      disk.log = [];
    },
    async append(pets) {
      await disk.gate;
      disk.log.push(...pets);
    },
    reconcile: dbFileReconcile,
  };
  return { adapter, disk };
}

const edited = (nextId: number, pets: Pet[]): StoreData => ({ meta: { version: 1, nextId, seed: 1 }, pets });

describe('createPetStore over an adapter with an append log', () => {
  it('appends creates to the log, and a checkpoint folds them into the whole data', async () => {
    const { adapter, disk } = loggingAdapter(data());
    const store = createPetStore(new Low(adapter, data()));
    const pets = await Promise.all([
      store.create({ name: 'A', categoryId: 1 }),
      store.create({ name: 'B', categoryId: 1 }),
    ]);
    expect(disk.log).toEqual(pets);
    expect(disk.file.pets).toHaveLength(4);
    expect(store.appended()).toBe(2);
    await store.checkpoint();
    expect(disk.log).toEqual([]);
    expect(disk.file.pets.map(({ id }) => id)).toEqual([2, 3, 5, 9, 10, 11]);
    expect(disk.file.meta.nextId).toBe(12);
    expect(store.appended()).toBe(0);
  });

  it('leaves out of a checkpoint the pets still waiting for their append, and their ids', async () => {
    const { adapter, disk } = loggingAdapter(data());
    const store = createPetStore(new Low(adapter, data()));
    let open = () => {};
    disk.gate = new Promise((resolve) => (open = resolve));
    const first = store.create({ name: 'Appending', categoryId: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const checkpoint = store.checkpoint();
    const second = store.create({ name: 'Waiting', categoryId: 1 });
    open();
    await Promise.all([first, checkpoint, second]);
    expect(disk.file.pets.map(({ name }) => name)).toContain('Appending');
    expect(disk.file.pets.map(({ name }) => name)).not.toContain('Waiting');
    expect(disk.file.meta.nextId).toBe((await second).id);
    expect(disk.log).toEqual([await second]);
  });

  it('takes a hand edit: a pet added, one renamed, one removed, and keeps the creates the edit cannot have seen', async () => {
    const { adapter, disk } = loggingAdapter(data());
    const store = createPetStore(new Low(adapter, data()));
    const created = await store.create({ name: 'Created', categoryId: 1 });
    const edit = edited(10, [
      { id: 2, name: 'B renamed', categoryId: 1, status: 'available' },
      { id: 3, name: 'C', categoryId: 2, status: 'sold' },
      { id: 9, name: 'I', categoryId: 2 },
      { id: 50, name: 'By hand', categoryId: 4 },
    ]);
    const reloaded = await store.reload(async () => edit);
    expect(reloaded).toEqual({ pets: 5, moved: [] });
    expect(store.list({ limit: 10 }).map(({ id, name }) => `${id} ${name}`)).toEqual([
      '2 B renamed',
      '3 C',
      '9 I',
      '10 Created',
      '50 By hand',
    ]);
    expect((await store.create({ name: 'Next', categoryId: 1 })).id).toBe(51);
    expect(disk.log.map(({ id }) => id)).toEqual([created.id, 51]);
  });

  it('keeps a compacted create that an edit of an older file dropped, and logs it again', async () => {
    const { adapter, disk } = loggingAdapter(data());
    const store = createPetStore(new Low(adapter, data()));
    const older = structuredClone(disk.file);
    const created = await store.create({ name: 'Created', categoryId: 1 });
    await store.checkpoint();
    expect(disk.log).toEqual([]);
    // Someone saves a copy of the file from before the create, with one pet removed.
    const stale = edited(
      older.meta.nextId,
      older.pets.filter(({ id }) => id !== 5),
    );
    await store.reload(async () => stale);
    expect(store.get(created.id)).toEqual(created);
    expect(store.get(5)).toBeUndefined();
    expect(disk.log).toEqual([created]);
  });

  it('moves a pet added by hand with the id of a logged create to a new id', async () => {
    const { adapter } = loggingAdapter(data());
    const store = createPetStore(new Low(adapter, data()));
    const created = await store.create({ name: 'Created', categoryId: 1 });
    const edit = edited(10, [...data().pets, { id: created.id, name: 'By hand', categoryId: 7 }]);
    expect(await store.reload(async () => edit)).toEqual({
      pets: 6,
      moved: [{ from: created.id, to: created.id + 1 }],
    });
    expect(store.get(created.id)).toEqual(created);
    expect(store.get(created.id + 1)).toEqual({ id: created.id + 1, name: 'By hand', categoryId: 7 });
  });

  it("answers the adapter's own storage_unavailable as it is, and keeps nothing", async () => {
    const { adapter } = loggingAdapter(data());
    adapter.append = () =>
      Promise.reject(new ApiError({ code: 'storage_unavailable', message: 'The file was edited and is broken.' }));
    const store = createPetStore(new Low(adapter, data()));
    await expect(store.create({ name: 'Refused', categoryId: 1 })).rejects.toThrow(
      'The file was edited and is broken.',
    );
    expect(store.count()).toBe(4);
  });
});

describe('openStore over an adapter with an append log', () => {
  it("takes the logged pets in by the storage's own rule, and refuses a log it gives no rule for", async () => {
    const { adapter, disk } = loggingAdapter(edited(3, [{ id: 1, name: 'A', categoryId: 1 }]));
    disk.log.push({ id: 3, name: 'Logged', categoryId: 2 });
    const withLog = { ...adapter, readAppended: async () => [...disk.log] };
    const { store } = await openStore(withLog, { initialData: async () => edited(1, []) });
    expect(store.list({ limit: 10 }).map(({ name }) => name)).toEqual(['A', 'Logged']);
    expect(store.appended()).toBe(1);

    const { reconcile: _rule, ...withoutRule } = withLog;
    await expect(openStore(withoutRule, { initialData: async () => edited(1, []) })).rejects.toThrow(StoreLoadError);
  });
});
