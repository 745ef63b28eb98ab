import type { Pet } from '../../spec/schema-types.ts';
import type { GeneratePetsOptions } from '../../fixtures/generate-pets.ts';
import defaultPets from '../../fixtures/default-pets.generated.json' with { type: 'json' };

/** The pets precomputed by `npm run generate`: the default seed's first 50. */
export const precomputedPets = { seed: 42, count: 50 } as const;

/**
 * Generated pets, as `generatePets` makes them. The default seed's first pets come precomputed,
 * and any other request loads the generator (and faker) only then: a default store starts
 * without it. Pets are drawn one after another, so fewer pets are a prefix of more.
 * @example await generatedPets({ seed: 42, count: 20 })
 */
export async function generatedPets(options: GeneratePetsOptions): Promise<Pet[]> {
  const { seed, count, firstId = 1, ...shape } = options;
  if (seed === precomputedPets.seed && count <= precomputedPets.count && firstId === 1 && Object.keys(shape).length === 0) {
    return (defaultPets as Pet[]).slice(0, count).map((pet) => ({ ...pet }));
  }
  const { generatePets } = await import('../../fixtures/generate-pets.ts');
  return generatePets(options);
}
