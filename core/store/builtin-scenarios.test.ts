import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtinScenarios, findBuiltinScenario } from './builtin-scenarios.ts';
import { scenarioToStoreData } from './scenario-to-store-data.ts';
import { parseScenarioJson } from './parse-scenario.ts';
import { seedStoreData, type StoreData } from './store-data.ts';

const folder = new URL('../../fixtures/scenarios/', import.meta.url);
const load = (name: string): Promise<StoreData> => {
  const path = `fixtures/scenarios/${name}.json`;
  return scenarioToStoreData(parseScenarioJson(readFileSync(new URL(`${name}.json`, folder), 'utf8'), path));
};
const statuses = (data: StoreData) => data.pets.map((pet) => pet.status ?? 'none');

describe('built-in scenarios', () => {
  it('are exactly the files of fixtures/scenarios, each named after its file, with a one-line description', async () => {
    const files = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
    expect(builtinScenarios.map(({ name }) => name).sort()).toEqual(files.sort());
    for (const { name, description, scenario } of builtinScenarios) {
      expect(scenario.name).toBe(name);
      expect(description).toMatch(/^[^\n]{10,200}$/);
    }
  });

  it.for(builtinScenarios.map(({ name }) => name))('%s is valid and matches the bundled copy', async (name) => {
    expect(await load(name)).toEqual(await scenarioToStoreData(findBuiltinScenario(name)!));
  });

  it('default is what a first start seeds', async () => {
    expect(await load('default')).toEqual(await seedStoreData({ seed: 42, count: 50 }));
  });

  it('empty has no pets and hands out id 1 next', async () => {
    expect(await load('empty')).toEqual({ meta: { version: 1, nextId: 1, seed: 0 }, pets: [] });
  });

  it('large has 10,000 pets with ids 1..10000', async () => {
    const { pets, meta } = await load('large');
    expect(pets.length).toBe(10_000);
    expect(pets.at(-1)!.id).toBe(10_000);
    expect(meta.nextId).toBe(10_001);
  });

  it('sold-out has only sold pets', async () => {
    const data = await load('sold-out');
    expect(data.pets.length).toBeGreaterThan(0);
    expect(new Set(statuses(data))).toEqual(new Set(['sold']));
  });

  it('missing-status has no pet with a status', async () => {
    const data = await load('missing-status');
    expect(data.pets.length).toBeGreaterThan(0);
    expect(data.pets.filter((pet) => 'status' in pet)).toEqual([]);
  });

  it('mixed-status has 8 available, 4 pending, 6 sold and 2 without status', async () => {
    const counts: Record<string, number> = {};
    for (const status of statuses(await load('mixed-status'))) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({
      available: 8,
      pending: 4,
      sold: 6,
      none: 2,
    });
  });

  it('one-of-each has ids 1..3, one pet per status', async () => {
    const { pets, meta } = await load('one-of-each');
    expect(pets.map(({ id, status }) => [id, status])).toEqual([
      [1, 'available'],
      [2, 'pending'],
      [3, 'sold'],
    ]);
    expect(meta.nextId).toBe(4);
  });

  it('edge-names has names of 1 and 1,000 characters, emoji, right-to-left text and quotes', async () => {
    const names = (await load('edge-names')).pets.map((pet) => pet.name);
    expect(names.some((name) => name.length === 1)).toBe(true);
    expect(names.some((name) => name.length === 1000)).toBe(true);
    expect(names.some((name) => /\p{Extended_Pictographic}/u.test(name))).toBe(true);
    expect(names.some((name) => /[\u0590-\u08FF]/.test(name))).toBe(true);
    expect(names.some((name) => name.includes('"'))).toBe(true);
    expect(names.some((name) => name.includes('\\'))).toBe(true);
  });

  it('cannot be changed by those who load them', async () => {
    const scenario = findBuiltinScenario('one-of-each')!;
    expect(() => scenario.pets!.push({ name: 'Intruder', categoryId: 1 })).toThrow(TypeError);
    expect(() => Object.assign(scenario.pets![0]!, { name: 'Changed' })).toThrow(TypeError);
    expect(findBuiltinScenario('no-such-scenario')).toBeUndefined();
  });
});
