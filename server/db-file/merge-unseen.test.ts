import { describe, expect, it } from 'vitest';
import type { Pet, StoreData } from '../../core/internal.ts';
import { mergeUnseen } from './merge-unseen.ts';

const data = (nextId: number, pets: Pet[]): StoreData => ({ meta: { version: 1, nextId, seed: 1 }, pets });
const rex: Pet = { id: 1, name: 'Rex', categoryId: 1 };
const created: Pet = { id: 3, name: 'Created', categoryId: 2, status: 'sold' };

describe('mergeUnseen', () => {
  it.each([
    {
      case: 'adds an unseen pet the edit lacks',
      theirs: data(3, [rex]),
      unseen: [created],
      floor: 4,
      pets: [rex, created],
      nextId: 4,
      moved: [],
      added: [created],
    },
    {
      case: 'keeps an unseen pet the edit already holds, as it is',
      theirs: data(4, [rex, { ...created }]),
      unseen: [created],
      floor: 4,
      pets: [rex, created],
      nextId: 4,
      moved: [],
      added: [],
    },
    {
      case: "moves a hand-added pet that took an unseen pet's id to a new id",
      theirs: data(3, [rex, { id: 3, name: 'By hand', categoryId: 9 }]),
      unseen: [created],
      floor: 4,
      pets: [rex, created, { id: 4, name: 'By hand', categoryId: 9 }],
      nextId: 5,
      moved: [{ from: 3, to: 4 }],
      added: [created],
    },
    {
      case: 'moves the next id past ids added by hand and never below the floor',
      theirs: data(2, [rex, { id: 40, name: 'By hand', categoryId: 9 }]),
      unseen: [],
      floor: 30,
      pets: [rex, { id: 40, name: 'By hand', categoryId: 9 }],
      nextId: 41,
      moved: [],
      added: [],
    },
  ])('$case', ({ theirs, unseen, floor, pets, nextId, moved, added }) => {
    const merged = mergeUnseen(theirs, unseen, floor);
    expect([...merged.data.pets].sort((a, b) => a.id - b.id)).toEqual(pets);
    expect(merged.data.meta.nextId).toBe(nextId);
    expect(merged.moved).toEqual(moved);
    expect(merged.added).toEqual(added);
  });

  it('keeps the unseen pet object itself, so the store still knows it was created', () => {
    const merged = mergeUnseen(data(4, [rex, { ...created }]), [created]);
    expect(merged.data.pets.find(({ id }) => id === 3)).toBe(created);
  });
});
