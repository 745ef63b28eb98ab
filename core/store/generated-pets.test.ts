import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedPets } from './generated-pets.ts';
import { generatePets } from '../../fixtures/generate-pets.ts';
import { renderFixtureSources } from '../../scripts/fixture-sources.ts';
import { repoRoot } from '../../test/support/child-server.ts';

describe('the precomputed pets of the default seed', () => {
  it('are what the generator makes (run `npm run generate` if not)', () => {
    for (const [path, text] of Object.entries(renderFixtureSources())) {
      expect(readFileSync(join(repoRoot, path), 'utf8'), `${path} is stale`).toBe(text);
    }
  });

  it.for([0, 1, 20, 50])('give the same pets as the generator for seed 42 and count %i', async (count) => {
    expect(await generatedPets({ seed: 42, count })).toEqual(generatePets({ seed: 42, count }));
  });

  it('hand out copies, so a store cannot change them for the next one', async () => {
    const first = await generatedPets({ seed: 42, count: 2 });
    first[0]!.name = 'changed';
    expect((await generatedPets({ seed: 42, count: 2 }))[0]!.name).not.toBe('changed');
  });

  it('leave other seeds, larger counts and other shapes to the generator', async () => {
    for (const options of [
      { seed: 7, count: 5 },
      { seed: 42, count: 60 },
      { seed: 42, count: 5, edgeCaseRate: 0 },
      { seed: 42, count: 5, firstId: 9 },
    ]) {
      expect(await generatedPets(options)).toEqual(generatePets(options));
    }
  });
});
