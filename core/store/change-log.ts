import type { Pet } from '../../spec/schema-types.ts';
import type { StoreData } from './store-data.ts';

/** One change, as what it replaced: a pet's id and the pet it had (none: it was new), or the whole data. */
type Undo = { id: number; before: Pet | undefined; nextId: number } | { whole: StoreData };

/**
 * What the store changed, newest last, each as what it replaced: the data as it stood at any mark
 * still held is the current data with the changes after it undone. Stored pets are frozen, so the
 * log keeps references, never copies: a change costs one small record.
 * @example const log = createChangeLog(); const mark = log.mark(); log.changed(3, undefined, 3); log.dataAt(mark, current)
 */
export function createChangeLog() {
  let undos: Undo[] = [];
  // Marks count every change ever logged; `first` is the mark of undos[0].
  let first = 0;
  return {
    mark: (): number => first + undos.length,
    /** A pet's change: `before` is what its id held (undefined: nothing), `nextId` the next id before it. */
    changed(id: number, before: Pet | undefined, nextId: number): void {
      undos.push({ id, before, nextId });
    },
    /** The whole data was put in place of `before` (a load, a reload). */
    replaced(before: StoreData): void {
      undos.push({ whole: before });
    },
    /** Whether a mark is still held. */
    holds: (mark: number): boolean => mark >= first && mark <= first + undos.length,
    /** The data as it stood at `mark`, from the data as it is now. */
    dataAt(mark: number, now: StoreData): StoreData {
      const pets = new Map(now.pets.map((pet) => [pet.id, pet]));
      let meta = { ...now.meta };
      for (let index = undos.length - 1; index >= mark - first; index--) {
        const undo = undos[index]!;
        if ('whole' in undo) {
          pets.clear();
          for (const pet of undo.whole.pets) pets.set(pet.id, pet);
          meta = { ...undo.whole.meta };
        } else {
          if (undo.before) pets.set(undo.id, undo.before);
          else pets.delete(undo.id);
          meta.nextId = undo.nextId;
        }
      }
      return { meta, pets: [...pets.values()].sort((a, b) => a.id - b.id) };
    },
    /** Drops what no mark from `mark` on needs. */
    forgetBefore(mark: number): void {
      const drop = Math.min(mark - first, undos.length);
      if (drop <= 0) return;
      // Dropped in halves, so trimming on every request costs no copy each time.
      if (drop >= undos.length / 2 || drop > 1024) {
        undos = undos.slice(drop);
        first += drop;
      }
    },
  };
}

export type ChangeLog = ReturnType<typeof createChangeLog>;
