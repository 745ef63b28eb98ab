import { describe, expect, it } from 'vitest';
import { defaultEdgeCaseRate, defaultStatusWeights, generatePets } from '../../fixtures/generate-pets.ts';
import type { Pet } from '../../spec/schema-types.ts';

/** Names the generator makes when it is not making an edge case: a capitalised ASCII word. */
const ordinary = (name: string) => /^[A-Z][A-Za-z']{0,19}$/.test(name);
const share = (pets: Pet[], test: (pet: Pet) => boolean) => pets.filter(test).length / pets.length;

describe('generatePets', () => {
  it('gives the same bytes for the same seed and options', () => {
    const options = { seed: 7, count: 2000, edgeCaseRate: 0.2, categoryIds: [3, 9] };
    expect(JSON.stringify(generatePets(options))).toBe(JSON.stringify(generatePets({ ...options })));
  });

  it('gives different pets for a different seed', () => {
    expect(JSON.stringify(generatePets({ seed: 1, count: 50 }))).not.toBe(JSON.stringify(generatePets({ seed: 2, count: 50 })));
  });

  it('pins the first pets of seed 42, which every first start seeds (a change here changes everyone’s data)', () => {
    expect(generatePets({ seed: 42, count: 4 })).toEqual([
      { id: 1, name: 'Garth', categoryId: 3, status: 'available' },
      { id: 2, name: 'Oreo', categoryId: 4, status: 'sold' },
      { id: 3, name: 'Say "hi" \\o/', categoryId: 2, status: 'available' },
      { id: 4, name: 'Kobe', categoryId: 3, status: 'available' },
    ]);
  });

  it('does not depend on the key order of the status weights', () => {
    const reordered = { none: 10, sold: 25, pending: 20, available: 45 };
    expect(generatePets({ seed: 3, count: 300, statusWeights: reordered })).toEqual(generatePets({ seed: 3, count: 300 }));
  });

  it('numbers pets from firstId and makes exactly count of them', () => {
    expect(generatePets({ seed: 1, count: 3, firstId: 100 }).map((pet) => pet.id)).toEqual([100, 101, 102]);
    expect(generatePets({ seed: 1, count: 0 })).toEqual([]);
  });

  it('draws statuses by the default weights: 45 available, 20 pending, 25 sold, 10 without', () => {
    const pets = generatePets({ seed: 5, count: 20_000 });
    const total = Object.values(defaultStatusWeights).reduce((sum, weight) => sum + weight, 0);
    for (const [status, weight] of Object.entries(defaultStatusWeights)) {
      const expected = weight / total;
      const actual = share(pets, (pet) => (pet.status ?? 'none') === status);
      expect(Math.abs(actual - expected), status).toBeLessThan(0.02);
    }
  });

  it('never draws a status of weight 0, and leaves the field out for none', () => {
    const sold = generatePets({ seed: 5, count: 500, statusWeights: { available: 0, pending: 0, sold: 3, none: 0 } });
    expect(sold.every((pet) => pet.status === 'sold')).toBe(true);
    const none = generatePets({ seed: 5, count: 500, statusWeights: { available: 0, pending: 0, sold: 0, none: 1 } });
    expect(none.filter((pet) => 'status' in pet)).toEqual([]);
  });

  it('takes category ids only from the given list, and all of them', () => {
    const pets = generatePets({ seed: 5, count: 1000, categoryIds: [7, 42, -1] });
    expect(new Set(pets.map((pet) => pet.categoryId))).toEqual(new Set([7, 42, -1]));
  });

  it('refuses options it cannot honour', () => {
    expect(() => generatePets({ seed: 1, count: -1 })).toThrow(RangeError);
    expect(() => generatePets({ seed: 1, count: 1, categoryIds: [] })).toThrow(RangeError);
    expect(() => generatePets({ seed: 1, count: 1, edgeCaseRate: 1.5 })).toThrow(RangeError);
    expect(() => generatePets({ seed: 1, count: 1, statusWeights: { available: 0, pending: 0, sold: 0, none: 0 } })).toThrow(RangeError);
    expect(() => generatePets({ seed: 1, count: 1, statusWeights: { available: -1, pending: 1, sold: 0, none: 0 } })).toThrow(RangeError);
  });
});

describe('edge-case names', () => {
  it(`appear at the documented default rate (${defaultEdgeCaseRate})`, () => {
    const actual = share(generatePets({ seed: 9, count: 20_000 }), (pet) => !ordinary(pet.name));
    expect(Math.abs(actual - defaultEdgeCaseRate)).toBeLessThan(0.01);
  });

  it('follow the edgeCaseRate option', () => {
    const actual = share(generatePets({ seed: 9, count: 20_000, edgeCaseRate: 0.3 }), (pet) => !ordinary(pet.name));
    expect(Math.abs(actual - 0.3)).toBeLessThan(0.02);
  });

  it('are absent at rate 0', () => {
    expect(generatePets({ seed: 9, count: 20_000, edgeCaseRate: 0 }).map((pet) => pet.name).filter((name) => !ordinary(name))).toEqual([]);
  });

  it('cover long, non-ASCII, right-to-left, emoji and quote or backslash names', () => {
    const names = generatePets({ seed: 9, count: 2000, edgeCaseRate: 1 }).map((pet) => pet.name);
    const kinds = {
      long: (name: string) => name.length >= 200,
      nonAscii: (name: string) => /[\u00C0-\u024F\u0370-\u04FF\u3040-\u30FF\u4E00-\u9FFF\uAC00-\uD7AF]/.test(name),
      rightToLeft: (name: string) => /[\u0590-\u08FF]/.test(name),
      emoji: (name: string) => /\p{Extended_Pictographic}/u.test(name),
      quotes: (name: string) => /["\\]/.test(name),
    };
    for (const [kind, test] of Object.entries(kinds)) expect(names.filter(test).length, kind).toBeGreaterThan(200);
    expect(names.filter(ordinary)).toEqual([]);
  });
});
