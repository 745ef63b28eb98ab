import type { Pet } from '../../spec/schema-types.ts';
// Imported, not loaded on demand: a room above names its timed arrivals with the generator, in
// every mock anyway, so a dynamic import here saved nothing and only made the
// bundler warn (INEFFECTIVE_DYNAMIC_IMPORT) on each build.
import { createPetGenerator, generatePets, type GeneratePetsOptions } from '../../fixtures/generate-pets.ts';
import type { PendingPets } from './pending-pets.ts';
import defaultPets from '../../fixtures/default-pets.generated.json' with { type: 'json' };

/** The pets precomputed by `npm run generate`: the default seed's first 50. */
export const precomputedPets = { seed: 42, count: 50 } as const;

/**
 * Generated pets, as `generatePets` makes them. The default seed's first pets come precomputed,
 * so a default store draws none. Pets are drawn one after another, so fewer pets are a prefix of more.
 * @example await generatedPets({ seed: 42, count: 20 })
 */
export async function generatedPets(options: GeneratePetsOptions): Promise<Pet[]> {
  if (isPrecomputed(options)) return precomputed(options.count);
  return generatePets(options);
}

/**
 * The same pets, to be made as they are needed: precomputed ones come made, any others pending.
 * @example const { made, pending } = await pendingSeededPets({ seed: 7, count: 1_000_000 }); pending?.take(20)
 */
export async function pendingSeededPets({
  seed,
  count,
}: {
  seed: number;
  count: number;
}): Promise<{ made: Pet[]; pending?: PendingPets }> {
  if (isPrecomputed({ seed, count })) return { made: precomputed(count) };
  return { made: [], pending: createPendingPets(createPetGenerator({ seed, count }), count) };
}

function isPrecomputed({ seed, count, firstId = 1, ...shape }: GeneratePetsOptions): boolean {
  return (
    seed === precomputedPets.seed && count <= precomputedPets.count && firstId === 1 && Object.keys(shape).length === 0
  );
}

const precomputed = (count: number): Pet[] => (defaultPets as Pet[]).slice(0, count).map((pet) => ({ ...pet }));

function createPendingPets(next: (count: number) => Pet[], total: number): PendingPets {
  let made = 0;
  return {
    lastId: total,
    left: () => total - made,
    take(count) {
      const pets = next(Math.min(count, total - made));
      made += pets.length;
      return pets;
    },
  };
}
