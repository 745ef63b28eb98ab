import { describe, expect, it } from 'vitest';
import { createFaker } from '../../fixtures/create-faker.ts';
import { createSeededDraws } from '../../fixtures/seeded-draws.ts';

// Ranges the pet generator draws from: lists of 1 to thousands of names, 32-bit fractions, long-name lengths.
const ranges: readonly [max: number, min: number][] = [[0, 0], [1, 0], [4, 0], [41, 0], [3185, 0], [0xffffffff, 0], [800, 200], [7, 7]];

describe('createSeededDraws', () => {
  // Past 624 draws the generator re-twists its state, so 3,000 rounds cover several twists.
  it.for([0, 1, 42, -5, 2 ** 32 + 7, 1.5, -2147483648])('draws what faker.number.int draws from seed %s', (seed) => {
    const faker = createFaker(seed);
    const draws = createSeededDraws(seed);
    const theirs: number[] = [];
    const ours: number[] = [];
    for (let round = 0; round < 3000; round++) {
      const [max, min] = ranges[round % ranges.length]!;
      theirs.push(faker.number.int({ min, max }));
      ours.push(draws.int(max, min));
    }
    expect(ours).toEqual(theirs);
  });
});
