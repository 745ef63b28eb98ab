import type { Pet } from '../../spec/schema-types.ts';
import type { StoreData } from './store-data.ts';
import type { GeneratePetsOptions } from '../../fixtures/generate-pets.ts';
import { generatedPets } from './generated-pets.ts';
import type { Scenario, ScenarioGenerate, ScenarioPet } from './scenario-types.ts';

/**
 * The store data a parsed scenario describes: generated pets (ids 1..count), then the explicit
 * ones in file order. An explicit pet with a generated pet's id takes its place; one without an
 * id gets the next id after the highest. `meta.nextId` is past every id and at least `nextId`.
 * @example (await scenarioToStoreData(findBuiltinScenario('one-of-each')!)).pets.map((pet) => pet.id) // [1, 2, 3]
 */
export async function scenarioToStoreData(scenario: Scenario): Promise<StoreData> {
  const { generate, pets: explicit = [] } = scenario;
  const pets = generate ? await generatedPets(generatorOptions(generate)) : [];
  const position = new Map(pets.map((pet, index) => [pet.id, index]));
  let highest = pets.length;
  for (const { id } of explicit) if (id !== undefined && id > highest) highest = id;

  for (const pet of explicit) {
    const stored = toPet(pet, pet.id ?? ++highest);
    const index = position.get(stored.id);
    if (index === undefined) pets.push(stored);
    else pets[index] = stored;
  }
  return { meta: { version: 1, nextId: Math.max(scenario.nextId ?? 1, highest + 1), seed: generate?.seed ?? 0 }, pets };
}

function generatorOptions({
  seed,
  count,
  statusWeights,
  categoryIds,
  edgeCaseRate,
}: ScenarioGenerate): GeneratePetsOptions {
  return {
    seed,
    count,
    ...(statusWeights && { statusWeights }),
    ...(categoryIds && { categoryIds }),
    ...(edgeCaseRate !== undefined && { edgeCaseRate }),
  };
}

/** A fresh Pet, keys in the generator's order so equal data serialises to equal bytes. */
function toPet({ name, categoryId, status }: ScenarioPet, id: number): Pet {
  return status === undefined ? { id, name, categoryId } : { id, name, categoryId, status };
}
