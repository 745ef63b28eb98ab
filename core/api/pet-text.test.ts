import { describe, expect, it } from 'vitest';
import { generatePets } from '../../fixtures/generate-pets.ts';
import { petsText, petText } from './pet-text.ts';
import { createAnimalStore } from '../../mocks/index.ts';
import { storeInternals } from '../../mocks/create-animal-store.ts';

describe('pet text, made once per stored pet', () => {
  const pets = generatePets({ seed: 7, count: 200 });

  it('gives the bytes JSON.stringify gives, for a page and for one pet', () => {
    const odd = { ...pets[0]!, name: 'Zoë "the \\ quote" \u2028 🐈', tags: ['a', 'b'] };
    const page = [...pets.slice(0, 20), odd];
    expect(petsText(page)).toBe(JSON.stringify(page));
    expect(petsText([])).toBe('[]');
    expect(petText(odd)).toBe(JSON.stringify(odd));
  });

  it('follows a pet replaced by a new object with the same id', () => {
    const before = pets[1]!;
    expect(petText(before)).toBe(JSON.stringify(before));
    const renamed = { ...before, name: `${before.name} the Second` };
    expect(petText(renamed)).toBe(JSON.stringify(renamed));
    expect(petText(renamed)).not.toBe(petText(before));
  });

  it('serves the new pet after a scenario stored another one under the same id', async () => {
    const store = await createAnimalStore({ apiKeys: ['k'], count: 3 });
    const get = async () => {
      const request = {
        method: 'GET',
        path: '/v1/pets/1',
        query: '',
        origin: 'http://localhost',
        headers: { authorization: 'Bearer k' },
        body: null,
        signal: new AbortController().signal,
      };
      return (await storeInternals(store).app.handle(request)).body;
    };
    const seeded = JSON.parse(String(await get()));
    await store.loadScenario({
      name: 'renamed',
      version: 1,
      description: 'Pet 1 renamed.',
      apiKeys: ['k'],
      pets: [{ ...seeded, name: 'Renamed Rex' }],
    });
    expect(JSON.parse(String(await get()))).toEqual({ ...seeded, name: 'Renamed Rex' });
  });
});
