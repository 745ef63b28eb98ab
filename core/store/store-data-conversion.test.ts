import fc from 'fast-check';
import { Memory } from 'lowdb';
import { describe, expect, it } from 'vitest';
import { formatScenario } from './format-scenario.ts';
import { scenarioToStoreData } from './scenario-to-store-data.ts';
import { storeDataToScenario } from './store-data-to-scenario.ts';
import type { Scenario } from './scenario-types.ts';
import { parseScenario, parseScenarioJson } from './parse-scenario.ts';
import { openStore } from './open-store.ts';
import { seedStoreData, type StoreData } from './store-data.ts';
import { generatePets } from '../../fixtures/generate-pets.ts';

const base = { name: 'x', version: 1, description: 'A scenario.' } as const;

describe('scenarioToStoreData', () => {
  it('puts generated pets first, with ids from 1, and the seed in meta', async () => {
    const data = await scenarioToStoreData({ ...base, generate: { seed: 9, count: 5 } });
    expect(data).toEqual({ meta: { version: 1, nextId: 6, seed: 9 }, pets: generatePets({ seed: 9, count: 5 }) });
  });

  it('replaces a generated pet by an explicit one of the same id, where it stood', async () => {
    const data = await scenarioToStoreData({
      ...base,
      generate: { seed: 9, count: 5 },
      pets: [{ id: 3, name: 'Mine', categoryId: 8 }],
    });
    expect(data.pets.map((pet) => pet.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.pets[2]).toEqual({ id: 3, name: 'Mine', categoryId: 8 });
  });

  it('gives explicit pets without an id the ids after the highest, in file order', async () => {
    const data = await scenarioToStoreData({
      ...base,
      generate: { seed: 9, count: 2 },
      pets: [
        { name: 'a', categoryId: 1 },
        { id: 10, name: 'b', categoryId: 1, status: 'sold' },
        { name: 'c', categoryId: 1 },
      ],
    });
    expect(data.pets.map(({ id, name }) => [id, name]).slice(2)).toEqual([
      [11, 'a'],
      [10, 'b'],
      [12, 'c'],
    ]);
    expect(data.meta).toEqual({ version: 1, nextId: 13, seed: 9 });
  });

  it('keeps nextId when it is past every id, and moves it past them when it is not', async () => {
    expect(
      (await scenarioToStoreData({ ...base, nextId: 100, pets: [{ id: 5, name: 'a', categoryId: 1 }] })).meta.nextId,
    ).toBe(100);
    expect(
      (await scenarioToStoreData({ ...base, nextId: 2, pets: [{ id: 5, name: 'a', categoryId: 1 }] })).meta.nextId,
    ).toBe(6);
    expect((await scenarioToStoreData(base)).meta).toEqual({ version: 1, nextId: 1, seed: 0 });
  });

  it('passes the generator options through', async () => {
    const generate = {
      seed: 4,
      count: 300,
      statusWeights: { available: 0, pending: 1, sold: 0, none: 0 },
      categoryIds: [6],
      edgeCaseRate: 0,
    };
    expect((await scenarioToStoreData({ ...base, generate })).pets).toEqual(generatePets(generate));
  });
});

const storeDataArbitrary: fc.Arbitrary<StoreData> = fc
  .record({
    pets: fc.uniqueArray(
      fc.record(
        {
          id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER - 1 }),
          name: fc.string({ unit: 'binary', maxLength: 40 }),
          categoryId: fc.maxSafeInteger(),
          status: fc.constantFrom('available' as const, 'pending' as const, 'sold' as const),
        },
        { requiredKeys: ['id', 'name', 'categoryId'] },
      ),
      { selector: (pet) => pet.id, maxLength: 30 },
    ),
    seed: fc.maxSafeInteger(),
    extra: fc.nat({ max: 1000 }),
  })
  .map(({ pets, seed, extra }) => ({
    meta: {
      version: 1 as const,
      seed,
      nextId: Math.min(Number.MAX_SAFE_INTEGER, Math.max(0, ...pets.map((pet) => pet.id)) + 1 + extra),
    },
    pets,
  }));

describe('storeDataToScenario', () => {
  it('round-trips any data the store can hold, through the schema and through file text', async () => {
    await fc.assert(
      fc.asyncProperty(storeDataArbitrary, async (data) => {
        const scenario = storeDataToScenario(data, { name: 'snap' });
        expect(await scenarioToStoreData(parseScenario(scenario, 'inline'))).toEqual(data);
        expect(await scenarioToStoreData(parseScenarioJson(formatScenario(scenario), 'snap.json'))).toEqual(data);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips a real store after creates, with the extras kept', async () => {
    const { store } = await openStore(new Memory(), { initialData: () => seedStoreData({ seed: 42, count: 50 }) });
    await store.create({ name: 'Biscuit', categoryId: 3 });
    await store.create({ name: 'Zoë 🐶', categoryId: 1, status: 'sold' });
    const extras = {
      name: 'bug-1234',
      description: 'What QA saw.',
      apiKeys: ['k1'],
      failures: [{ status: 503, retryAfter: 2 }],
      clock: { now: '2030-12-05T00:00:00Z' },
    };
    const scenario: Scenario = parseScenarioJson(
      formatScenario(storeDataToScenario(store.snapshot(), extras)),
      'bug-1234.json',
    );
    expect(await scenarioToStoreData(scenario)).toEqual(store.snapshot());
    expect(scenario).toMatchObject(extras);
  });

  it('writes one pet per line', async () => {
    const text = formatScenario(
      storeDataToScenario(await scenarioToStoreData({ ...base, generate: { seed: 1, count: 3 } })),
    );
    expect(text.split('\n').filter((line) => /^ {4}\{"id":\d+,/.test(line))).toHaveLength(3);
  });
});
