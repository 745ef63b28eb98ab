import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../core/store/parse-scenario.ts';
import { scenarioToStoreData } from '../../core/store/scenario-to-store-data.ts';
import { repoRoot, runCli } from '../support/child-server.ts';

const text = readFileSync(join(repoRoot, 'docs/scenarios-and-failures.md'), 'utf8');
const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(text)![1]!);

describe('docs/scenarios-and-failures.md', () => {
  it('shows an example scenario that holds what its description says: ten available, two sold cats, a pending one, a frozen clock', async () => {
    expect(example.description).toMatch(/^Ten available pets, two sold cats and a pending one, .*frozen clock\.$/);
    const { pets } = await scenarioToStoreData(parseScenario(example, 'the docs'));
    const count = (status: string, categoryId?: number) =>
      pets.filter((pet) => pet.status === status && (categoryId === undefined || pet.categoryId === categoryId)).length;
    expect([count('available'), count('sold', 2), count('pending', 2), pets.length]).toEqual([10, 2, 1, 13]);
    expect(example.clock.speed).toBe(0);
  });

  it('names the $schema that scenario generate writes, which the package ships', async () => {
    const child = runCli(['scenario', 'generate', '--seed', '1', '--count', '0']);
    expect((await child.exited).code).toBe(0);
    const { $schema } = JSON.parse(child.stdout());
    expect(example.$schema).toBe($schema);
    const shipped = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    const inPackage = $schema.replace('./node_modules/animal-store-mock/', '');
    expect(shipped.files).toContain(inPackage);
    expect(shipped.exports['./scenario.schema.json']).toBe(`./${inPackage}`);
  });
});
