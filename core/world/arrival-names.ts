import { createPetGenerator } from '../../fixtures/generate-pets.ts';

/**
 * The k-th arrival's name and category, from the fixtures' seeded generator with the world's seed:
 * the generator runs on in order and starts over only when asked for an earlier arrival (an
 * advance refused at its limit, or a world read back at a restart).
 * @example const arrival = createArrivalNames(42); arrival(0).name === arrival(0).name
 */
export function createArrivalNames(seed: number): (k: number) => { name: string; categoryId: number } {
  let next = createPetGenerator({ seed, count: 0 });
  let made = 0;
  return (k) => {
    if (k < made) {
      next = createPetGenerator({ seed, count: 0 });
      made = 0;
    }
    if (k > made) next(k - made);
    made = k + 1;
    const { name, categoryId } = next(1)[0]!;
    return { name, categoryId };
  };
}
