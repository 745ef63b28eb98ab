import type { Pet } from '../../spec/schema-types.ts';

/**
 * Seeded pets not made yet, with ids up to `lastId` following the made ones: the store makes them
 * in id order when a read reaches them, so a start does not scale with pets nobody has read.
 */
export interface PendingPets {
  readonly lastId: number;
  /** How many are still to be made. */
  left(): number;
  /** The next pets in id order, `count` of them or all that are left. */
  take(count: number): Pet[];
}
