import type { BenchSettings } from '../config.ts';
import type { LoadResult } from '../lib/load.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/processes.ts';
import type { MswCase, MswColdCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Case 5: sequential fetch through setupServer (as a test does), the bare MSW handler first, then ours; each in its own process. */
export async function runMswCases(settings: BenchSettings, log: (line: string) => void): Promise<MswCase[]> {
  const cases: MswCase[] = [];
  for (const handler of ['bare', 'ours'] as const) {
    const { warmupSec, durationSec } = settings.load;
    const result = await childJson<LoadResult>(['bench/cases/msw-child.ts', handler, String(warmupSec), String(durationSec), '1']);
    cases.push({ handler, result });
    log(`msw ${handler}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.errors} errors`);
  }
  return cases;
}

/** Case 5b: cold start in fresh processes, of the built package as a consumer imports it. */
export async function runMswColdCases(runs: number, log: (line: string) => void): Promise<MswColdCase> {
  if (!existsSync(join(repoRoot, 'dist/esm/mocks/index.js'))) throw new Error('dist/ is missing: run `npm run build` (npm install does it) first');
  const cold: MswColdCase = { mswMs: [], oursMs: [] };
  for (let i = 0; i < runs; i++) {
    const { mswMs, oursMs } = await childJson<{ mswMs: number; oursMs: number }>(['bench/cases/msw-cold-child.ts']);
    cold.mswMs.push(mswMs);
    cold.oursMs.push(oursMs);
  }
  log(`msw cold start: msw/node ${cold.mswMs.map((ms) => ms.toFixed(0)).join(', ')} ms; ours on top ${cold.oursMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  return cold;
}
