import type { BenchSettings } from '../config.ts';
import type { WorldCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Issue 35: one clock move that applies 10,000 world events to a store of 1,000 pets, in a fresh process. */
export async function runWorldCases(settings: BenchSettings, log: (line: string) => void): Promise<WorldCase> {
  const result = await childJson<WorldCase>(['bench/cases/world-child.ts', String(settings.quick ? 3 : 7)]);
  log(`world catch-up, ${result.events} events: ${result.runsMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
  return result;
}
