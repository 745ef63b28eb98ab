import type { Low } from 'lowdb';
import type { NewPet, Pet, PetStatus } from '../contract/schema-types.ts';
import { ApiError } from '../errors.ts';
import { coalesceWrites } from './coalesce-writes.ts';
import type { StoreData } from './store-data.ts';

export interface PetStore {
  /** Up to `limit` pets in id order, of one status when given. */
  list(query: { limit: number; status?: PetStatus | undefined }): Pet[];
  get(id: number): Pet | undefined;
  /** Adds a pet; resolves once it is persisted, rejects with `storage_unavailable` if it cannot be. */
  create(input: NewPet): Promise<Pet>;
  count(): number;
  /** The stored data as it is now: a new list of the (never-changing) pets. */
  snapshot(): StoreData;
  /** Puts other data in place of all there is, and persists it. */
  replace(data: StoreData): Promise<void>;
  /** Resolves when every write asked for so far has ended (it starts none). */
  flush(): Promise<void>;
}

export interface PetStoreOptions {
  /** Status given to pets created without one; by default they stay without. */
  defaultStatus?: PetStatus | undefined;
}

/** The pets with the indexes that keep every read off a full scan. */
function indexPets(data: StoreData) {
  data.pets.sort((a, b) => a.id - b.id);
  data.meta.nextId = Math.max(data.meta.nextId, (data.pets.at(-1)?.id ?? 0) + 1);
  const byId = new Map(data.pets.map((pet) => [pet.id, pet]));
  const byStatus = new Map<PetStatus, Pet[]>();
  const statusList = (status: PetStatus) => byStatus.get(status) ?? byStatus.set(status, []).get(status)!;
  for (const pet of data.pets) if (pet.status) statusList(pet.status).push(pet);
  return {
    data,
    byId,
    byStatus,
    add(pet: Pet) {
      data.pets.push(pet);
      byId.set(pet.id, pet);
      if (pet.status) statusList(pet.status).push(pet);
    },
    remove(pet: Pet) {
      byId.delete(pet.id);
      data.pets.splice(data.pets.lastIndexOf(pet), 1);
      if (pet.status) statusList(pet.status).splice(statusList(pet.status).lastIndexOf(pet), 1);
    },
  };
}

/**
 * The pets over a lowdb database: indexed in memory so that no read scans the whole store.
 * @example const store = createPetStore(db); await store.create({ name: 'Rex', categoryId: 1 });
 */
export function createPetStore(db: Low<StoreData>, { defaultStatus }: PetStoreOptions = {}): PetStore {
  let pets = indexPets(db.data);
  const write = coalesceWrites(() => db.write());
  // The newest write asked for; flushing waits for it and writes nothing new, so a store that
  // was only read is never rewritten (not even at shutdown).
  let lastWrite: Promise<void> = Promise.resolve();
  const persist = () => (lastWrite = write());

  return {
    list: ({ limit, status }) => (status ? (pets.byStatus.get(status) ?? []) : pets.data.pets).slice(0, limit),
    get: (id) => pets.byId.get(id),
    count: () => pets.data.pets.length,
    // Stored pets are never changed (the API has no update), so sharing them is safe and cheap.
    snapshot: () => ({ meta: { ...pets.data.meta }, pets: [...pets.data.pets] }),
    flush: () => lastWrite.catch(() => undefined),
    async replace(data) {
      db.data = structuredClone(data);
      pets = indexPets(db.data);
      await persist();
    },
    async create({ name, categoryId, status = defaultStatus }) {
      const current = pets;
      const pet: Pet = { id: current.data.meta.nextId++, name, categoryId, ...(status ? { status } : {}) };
      current.add(pet);
      try {
        await persist();
      } catch (error) {
        current.remove(pet);
        throw new ApiError('storage_unavailable', `The store could not be written (${describe(error)}); nothing was added.`);
      }
      return pet;
    },
  };
}

function describe(error: unknown): string {
  return (error as { code?: string }).code ?? (error as Error).message;
}
