import type { BenchSettings } from '../config.ts';
import type { FixtureCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Case 6: generatePets of 100,000 pets, in a fresh process. */
export async function runFixtureCases(settings: BenchSettings, log: (line: string) => void): Promise<FixtureCase[]> {
  const result = await childJson<FixtureCase>([
    'bench/cases/fixtures-child.ts',
    '100000',
    String(settings.fixtureRuns),
  ]);
  log(`generatePets 100k: ${result.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  return [result];
}
