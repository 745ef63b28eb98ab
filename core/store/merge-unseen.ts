import type { Pet } from '../../spec/schema-types.ts';
import type { StoreData } from './store-data.ts';

export interface Merged {
  data: StoreData;
  /** Pets of `theirs` that had the id of an unseen pet, and the new id each got. */
  moved: { from: number; to: number }[];
  /** Unseen pets that `theirs` lacked (or held with other fields). */
  added: Pet[];
}

/**
 * Data changed elsewhere (`theirs`: a hand edit, or the db file at start) plus created pets its
 * author cannot have seen (in the append log only, or newer than the version edited). Every
 * unseen pet keeps its id, since a client holds it; a pet of `theirs` with the same id but other
 * fields was added by hand and moves to a new id. The next id is never below `nextIdFloor`.
 * @example mergeUnseen(edited, [createdPet], 60).data.pets
 */
export function mergeUnseen(theirs: StoreData, unseen: readonly Pet[], nextIdFloor = 1): Merged {
  const byId = new Map(theirs.pets.map((pet) => [pet.id, pet]));
  const displaced: Pet[] = [];
  const added: Pet[] = [];
  for (const pet of unseen) {
    const other = byId.get(pet.id);
    byId.set(pet.id, pet);
    if (other && samePet(other, pet)) continue;
    if (other) displaced.push(other);
    added.push(pet);
  }
  let nextId = Math.max(theirs.meta.nextId, nextIdFloor);
  for (const id of byId.keys()) if (id >= nextId) nextId = id + 1;
  const moved = displaced.map((pet) => {
    const to = nextId++;
    byId.set(to, { ...pet, id: to });
    return { from: pet.id, to };
  });
  return { data: { meta: { ...theirs.meta, nextId }, pets: [...byId.values()] }, moved, added };
}

function samePet(a: Pet, b: Pet): boolean {
  return a.name === b.name && a.categoryId === b.categoryId && a.status === b.status;
}
