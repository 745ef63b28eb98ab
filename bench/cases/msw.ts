import type { BenchSettings } from '../config.ts';
import type { LoadResult } from '../lib/load.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { medianResult } from '../lib/median-result.ts';
import { repoRoot } from '../lib/processes.ts';
import type { MswCase, MswColdCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Runs of each handler: their medians are compared, so one run hit by other work on this shared machine does not decide (with 3, the same code read 0.87-1.08x across runs here). */
const mswRounds = 5;

/**
 * Case 5: sequential fetch through setupServer (as a test does), each run in a process of its own;
 * the bare MSW handler and ours take turns, and which goes first alternates, so that drift on the
 * machine falls on both alike.
 */
export async function runMswCases(settings: BenchSettings, log: (line: string) => void): Promise<MswCase[]> {
  const { warmupSec, durationSec } = settings.load;
  const runs: Record<MswCase['handler'], LoadResult[]> = { bare: [], ours: [] };
  for (let round = 0; round < mswRounds; round++) {
    for (const handler of round % 2 === 0 ? (['bare', 'ours'] as const) : (['ours', 'bare'] as const)) {
      const result = await childJson<LoadResult>([
        'bench/cases/msw-child.ts',
        handler,
        String(warmupSec),
        String(durationSec),
        '1',
      ]);
      runs[handler].push(result);
      log(
        `msw ${handler}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.cpuUsPerRequest?.toFixed(0)} µs CPU/req, ${result.errors} errors`,
      );
    }
  }
  return (['bare', 'ours'] as const).map((handler) => ({ handler, result: medianResult(runs[handler]) }));
}

/** Case 5b: cold start in fresh processes, of the built package as a consumer imports it. */
export async function runMswColdCases(runs: number, log: (line: string) => void): Promise<MswColdCase> {
  if (!existsSync(join(repoRoot, 'dist/esm/mocks/index.js')))
    throw new Error('dist/ is missing: run `npm run build` (npm install does it) first');
  const cold: MswColdCase = { mswMs: [], oursMs: [] };
  for (let i = 0; i < runs; i++) {
    const { mswMs, oursMs } = await childJson<{ mswMs: number; oursMs: number }>(['bench/cases/msw-cold-child.ts']);
    cold.mswMs.push(mswMs);
    cold.oursMs.push(oursMs);
  }
  log(
    `msw cold start: msw/node ${cold.mswMs.map((ms) => ms.toFixed(0)).join(', ')} ms; ours on top ${cold.oursMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
  );
  return cold;
}
