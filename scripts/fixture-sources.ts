import { generatePets } from '../fixtures/generate-pets.ts';
import { precomputedPets } from '../core/store/generated-pets.ts';

/**
 * The generated fixture files, keyed by path from the repo root: the pets of the default seed,
 * so that a default store starts without loading faker.
 */
export function renderFixtureSources(): Record<string, string> {
  return { 'fixtures/default-pets.generated.json': `${JSON.stringify(generatePets(precomputedPets), null, 1)}\n` };
}
