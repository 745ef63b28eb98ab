import { createFaker } from '../fixtures/create-faker.ts';
import { generatePets, type NameLists } from '../fixtures/generate-pets.ts';
import { precomputedPets } from '../core/store/generated-pets.ts';

/**
 * The generated fixture files, keyed by path from the repo root: faker's English pet and first
 * names, which the generator draws from without loading faker; and the pets of the default seed,
 * so that a default store starts without loading the generator.
 */
export function renderFixtureSources(): Record<string, string> {
  const names = fakerNameLists();
  return {
    'fixtures/name-lists.generated.json': `${JSON.stringify(names, null, 1)}\n`,
    'fixtures/default-pets.generated.json': `${JSON.stringify(generatePets(precomputedPets, names), null, 1)}\n`,
  };
}

/** faker's own name data: pet names, and the first names `person.firstName()` merges, once each. */
function fakerNameLists(): NameLists {
  const { rawDefinitions } = createFaker(0);
  const first = rawDefinitions.person?.first_name;
  const pet = rawDefinitions.animal?.pet_name;
  if (!first || !pet) throw new Error('faker has no English pet or first names');
  return { pet, first: [...new Set([...(first.generic ?? []), ...(first.female ?? []), ...(first.male ?? [])])] };
}
