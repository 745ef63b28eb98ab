import type { Low } from 'lowdb';
import type { NewPet, Pet, PetStatus } from '../../spec/schema-types.ts';
import { ApiError } from '../exchange/errors.ts';
import { createChangeLog } from './change-log.ts';
import { createTurns } from './in-turn.ts';
import type { PendingPets } from './pending-pets.ts';
import type { StoreAdapter } from './store-adapter.ts';
import type { StoreData, StoreMeta, StoredPart } from './store-data.ts';
import { createWriteBatches } from './write-batches.ts';

export interface PetStore {
  /** Up to `limit` pets in id order, of one status when given. */
  list(query: { limit: number; status?: PetStatus | undefined }): Pet[];
  get(id: number): Pet | undefined;
  /** The id the next created pet gets (ids below it were handed out, or skipped by the data). */
  nextId(): number;
  /** Adds a pet; resolves once it is persisted, rejects with `storage_unavailable` if it cannot be. */
  create(input: NewPet): Promise<Pet>;
  count(): number;
  /** The stored data as it is now: a new list of the (never-changing) pets. */
  snapshot(): StoreData;
  /**
   * Changes made by a room above the store (timed ones): pets put in place of those with their ids,
   * or added; ids removed; the next id raised to `nextId`; the room's own record, if given, kept in
   * the meta under its name. The indexes change at once (a create that comes after gets a later
   * id); resolves once the whole data is persisted.
   */
  change(put: readonly Pet[], removed: readonly number[], nextId: number, part?: StoredPart): Promise<void>;
  /** The data's meta as it is now (no seeded pet is made to read it). */
  meta(): Readonly<StoreMeta>;
  /** Puts other data in place of all there is, and persists it. */
  replace(data: StoreData): Promise<void>;
  /** Throws `storage_unavailable` when the storage would refuse a write now (its file made read-only); changes nothing. */
  checkWritable(): void;
  /** Resolves when every write asked for so far has ended (it starts none). */
  flush(): Promise<void>;
  /** Created pets that are durable in the adapter's append log only, not yet in its whole data. */
  appended(): number;
  /** Folds the appended pets into the whole data (the log's compaction); does nothing when there are none. */
  checkpoint(): Promise<void>;
  /**
   * Takes data changed elsewhere (a hand edit of the db file): `read` runs in turn with the writes,
   * so none comes between it and the merge, and gives null when nothing changed. Created pets the
   * edit cannot have seen are kept (the adapter's `reconcile.edit`). Resolves with what was loaded, or null.
   */
  reload(read: () => Promise<StoreData | null>): Promise<Reloaded | null>;
  /** Where the store's change log stands now: `dataAt` gives the data as it stood at such a mark. */
  mark(): number;
  /** The data as it stood at a mark the log still holds (undefined for one it dropped or never had). */
  dataAt(mark: number): StoreData | undefined;
  /** Lets the log drop what only marks before `mark` need. */
  forgetBefore(mark: number): void;
}

export interface Reloaded {
  pets: number;
  /** Pets added by hand with an id a created pet holds, and the id each got instead. */
  moved: { from: number; to: number }[];
}

export interface PetStoreOptions {
  /** Status given to pets created without one; by default they stay without. */
  defaultStatus?: PetStatus | undefined;
  /** Pets read back from the adapter's append log at open (already in the data). */
  appended?: readonly Pet[];
  /** Seeded pets after those in the data, made when a read reaches them; any write makes them all first. */
  pending?: PendingPets;
}

/** Pending pets made at a time: a list page or two, so a read makes little more than it shows. */
const pageOfPets = 256;

/**
 * The pets with the indexes that keep every read off a full scan. Every pet the store holds is
 * frozen as it comes in (opened, created, made, replaced, reloaded): the pet-text cache, the
 * journal and snapshots share stored pets instead of copying them, which is safe only because none
 * is ever changed in place. A change makes a new pet.
 */
function indexPets(data: StoreData) {
  data.pets.sort((a, b) => a.id - b.id);
  data.meta.nextId = Math.max(data.meta.nextId, (data.pets.at(-1)?.id ?? 0) + 1);
  const byId = new Map<number, Pet>();
  const byStatus = new Map<PetStatus, Pet[]>();
  const statusList = (status: PetStatus) => byStatus.get(status) ?? byStatus.set(status, []).get(status)!;
  for (const pet of data.pets) {
    Object.freeze(pet);
    byId.set(pet.id, pet);
    if (pet.status) statusList(pet.status).push(pet);
  }
  return {
    data,
    byId,
    byStatus,
    add(pet: Pet) {
      data.pets.push(Object.freeze(pet));
      byId.set(pet.id, pet);
      if (pet.status) statusList(pet.status).push(pet);
    },
    /** Puts `next` where `old` is (same id), keeping every list in id order. */
    swap(old: Pet, next: Pet) {
      data.pets[sortedIndexOf(data.pets, old.id)] = Object.freeze(next);
      byId.set(next.id, next);
      if (old.status) statusList(old.status).splice(sortedIndexOf(statusList(old.status), old.id), 1);
      if (next.status) statusList(next.status).splice(sortedIndexOf(statusList(next.status), next.id), 0, next);
    },
    remove(pet: Pet) {
      if (byId.get(pet.id) !== pet) return;
      byId.delete(pet.id);
      data.pets.splice(data.pets.lastIndexOf(pet), 1);
      if (pet.status) statusList(pet.status).splice(statusList(pet.status).lastIndexOf(pet), 1);
    },
  };
}

/** Where the pet with `id` is (or goes) in a list in id order. */
function sortedIndexOf(list: readonly Pet[], id: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The pets over a lowdb database: indexed in memory so that no read scans the whole store. Every
 * write runs in turn; creates that arrive together share one write (an append when the adapter has
 * a log, else the whole data).
 * @example const store = createPetStore(db); await store.create({ name: 'Rex', categoryId: 1 });
 */
export function createPetStore(
  db: Low<StoreData>,
  { defaultStatus, appended = [], pending: seeded }: PetStoreOptions = {},
): PetStore {
  const adapter: StoreAdapter = db.adapter;
  let pets = indexPets(db.data);
  let pending = seeded;
  // Makes pending pets, a page at a time, until `enough` holds or none are left.
  const makeUntil = (enough: () => boolean) => {
    while (pending && !enough()) {
      for (const pet of pending.take(pageOfPets)) pets.add(pet);
      if (pending.left() === 0) pending = undefined;
    }
  };
  const makeAll = () => makeUntil(() => false);
  const made = (status: PetStatus | undefined) =>
    status ? (pets.byStatus.get(status)?.length ?? 0) : pets.data.pets.length;
  const inTurn = createTurns();
  const log = createChangeLog();
  // The whole data as it is, before a load or reload puts other data in place of it (its pets all made).
  const logWhole = () => {
    makeAll();
    log.replaced({ meta: { ...pets.data.meta }, pets: pets.data.pets });
  };
  // Created here (or read back from the log): a hand edit of an older file cannot have seen them.
  const created = new WeakSet<Pet>(appended);
  // Durable in the log only; the next checkpoint writes them into the whole data.
  let unsaved = new Set<Pet>(appended);
  const batches = createWriteBatches<Pet>(inTurn, async (batch) => {
    if (!adapter.append) return db.write();
    await adapter.append(batch);
    for (const pet of batch) unsaved.add(pet);
  });
  // The whole data (the log's compaction), less pets still waiting for their append: not durable
  // yet, they stay out, and so do their ids. With `onlyUnsaved`, nothing when the log holds none.
  const writeWhole = (onlyUnsaved: boolean) =>
    inTurn(async () => {
      if (onlyUnsaved && unsaved.size === 0) return;
      const waiting = new Set(batches.waiting());
      const data: StoreData = {
        meta: { ...pets.data.meta, nextId: Math.min(pets.data.meta.nextId, ...[...waiting].map(({ id }) => id)) },
        pets: pets.data.pets.filter((pet) => !waiting.has(pet)),
      };
      await (adapter.checkpoint ? adapter.checkpoint(data) : adapter.write(data));
      unsaved = new Set();
    });

  return {
    list({ limit, status }) {
      makeUntil(() => made(status) >= limit);
      return (status ? (pets.byStatus.get(status) ?? []) : pets.data.pets).slice(0, limit);
    },
    get(id) {
      if (pending && id <= pending.lastId) makeUntil(() => (pets.data.pets.at(-1)?.id ?? 0) >= id);
      return pets.byId.get(id);
    },
    count: () => pets.data.pets.length + (pending?.left() ?? 0),
    nextId: () => pets.data.meta.nextId,
    // Stored pets are frozen (see indexPets), so sharing them is safe and cheap.
    snapshot() {
      makeAll();
      return { meta: { ...pets.data.meta }, pets: [...pets.data.pets] };
    },
    flush: () => inTurn(() => Promise.resolve()),
    appended: () => unsaved.size,
    checkWritable: () => adapter.checkWritable?.(),
    async replace(data) {
      adapter.checkWritable?.();
      logWhole();
      pending = undefined;
      db.data = structuredClone(data);
      pets = indexPets(db.data);
      batches.drop();
      await inTurn(async () => {
        unsaved = new Set();
        await adapter.write(db.data);
      });
    },
    meta: () => pets.data.meta,
    async change(put, removed, nextId, part) {
      // Seeded pets are made lazily only in the mock's own memory, where a write keeps no copy.
      if (put.length > 0 || removed.length > 0) makeAll();
      if (part) pets.data.meta[part.name] = part.record;
      const nextBefore = pets.data.meta.nextId;
      for (const id of removed) {
        const pet = pets.byId.get(id);
        if (!pet) continue;
        log.changed(id, pet, nextBefore);
        pets.remove(pet);
      }
      for (const pet of put) {
        const old = pets.byId.get(pet.id);
        log.changed(pet.id, old, nextBefore);
        if (old) pets.swap(old, pet);
        else pets.add(pet);
      }
      pets.data.meta.nextId = Math.max(pets.data.meta.nextId, nextId);
      await writeWhole(false);
    },
    checkpoint: () => writeWhole(true),
    mark: log.mark,
    dataAt(mark) {
      if (!log.holds(mark)) return undefined;
      makeAll();
      return log.dataAt(mark, pets.data);
    },
    forgetBefore: log.forgetBefore,
    reload: (read) =>
      inTurn(async () => {
        const theirs = await read();
        if (!theirs) return null;
        // Their data is the whole of it, as with `replace`.
        pending = undefined;
        const waiting = new Set(batches.waiting());
        const unseen = new Set([...unsaved, ...waiting]);
        for (let i = pets.data.pets.length - 1; i >= 0 && pets.data.pets[i]!.id >= theirs.meta.nextId; i--) {
          const pet = pets.data.pets[i]!;
          if (created.has(pet)) unseen.add(pet);
        }
        // Without a rule of the storage's, its data is taken whole (only a storage with a log is edited elsewhere).
        const { data, moved, added } = adapter.reconcile?.edit(theirs, [...unseen], pets.data.meta.nextId) ?? {
          data: theirs,
          moved: [],
          added: [],
        };
        // Created pets the edit dropped that were only in the older file: durable again through the log.
        const again = added.filter((pet) => !unsaved.has(pet) && !waiting.has(pet));
        if (again.length > 0 && adapter.append) {
          await adapter.append(again);
          for (const pet of again) unsaved.add(pet);
        }
        logWhole();
        db.data = data;
        pets = indexPets(data);
        return { pets: data.pets.length, moved };
      }),
    async create({ name, categoryId, status = defaultStatus }) {
      adapter.checkWritable?.();
      // Created pets come after every seeded one, in the list as in ids.
      makeAll();
      // The next id never passes the largest safe integer, past which ids stop being unique (2^53 + 1 reads as 2^53).
      if (pets.data.meta.nextId >= Number.MAX_SAFE_INTEGER) {
        throw new ApiError({
          code: 'storage_unavailable',
          message: `The store has no id left to give: the next id would pass ${Number.MAX_SAFE_INTEGER} (Number.MAX_SAFE_INTEGER). Nothing was added.`,
        });
      }
      log.changed(pets.data.meta.nextId, undefined, pets.data.meta.nextId);
      const pet: Pet = { id: pets.data.meta.nextId++, name, categoryId, ...(status ? { status } : {}) };
      pets.add(pet);
      created.add(pet);
      try {
        await batches.add(pet);
      } catch (error) {
        log.changed(pet.id, pet, pets.data.meta.nextId);
        pets.remove(pet);
        throw storageError(error);
      }
      return pet;
    },
  };
}

/** The adapter's own `storage_unavailable` (it knows why), or one made from a file system error. */
function storageError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const reason = (error as { code?: string }).code ?? (error as Error).message;
  return new ApiError({
    code: 'storage_unavailable',
    message: `The store could not be written (${reason}); nothing was added.`,
  });
}
