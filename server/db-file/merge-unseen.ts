import type { StoreReconcile, Reconciled } from '../../core/store/store-adapter.ts';
import type { StoreData } from '../../core/store/store-data.ts';
import type { Pet } from '../../spec/schema-types.ts';

/**
 * Data changed elsewhere (`theirs`: a hand edit, or the db file at start) plus created pets its
 * author cannot have seen (in the append log only, or newer than the version edited). Every
 * unseen pet keeps its id, since a client holds it; a pet of `theirs` with the same id but other
 * fields was added by hand and moves to a new id. The next id is never below `nextIdFloor`.
 * @example mergeUnseen(edited, [createdPet], 60).data.pets
 */
export function mergeUnseen(theirs: StoreData, unseen: readonly Pet[], nextIdFloor = 1): Reconciled {
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

/**
 * The db file's rules for the pets it holds apart from its whole data (its append log), as the
 * store takes them: at a start the logged pets the file has not taken in are added; a hand edit
 * keeps the created pets its author cannot have seen (`mergeUnseen`).
 */
export const dbFileReconcile: StoreReconcile = {
  atOpen: (data, logged) => mergeUnseen(data, unseenAtStart(data, logged)).data,
  edit: mergeUnseen,
};

/**
 * The logged pets the file has not taken in. One the file holds with an id below its next id was
 * written into it by a compaction that ended before the log was cleared, then maybe edited by hand:
 * the file wins. Any other is a create acknowledged after the file was written.
 */
function unseenAtStart(data: StoreData, logged: readonly Pet[]): Pet[] {
  const inFile = new Set(data.pets.map(({ id }) => id));
  return logged.filter(({ id }) => !(inFile.has(id) && id < data.meta.nextId));
}
