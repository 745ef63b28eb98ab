import type { BenchSettings } from '../config.ts';
import type { LoadResult } from '../lib/load.ts';
import type { MswCase } from '../results.ts';
import { childJson } from './child-json.ts';

/** Case 5: fetch through setupServer, the bare MSW handler first, then ours; each in its own process. */
export async function runMswCases(settings: BenchSettings, log: (line: string) => void): Promise<MswCase[]> {
  const cases: MswCase[] = [];
  for (const handler of ['bare', 'ours'] as const) {
    const { warmupSec, durationSec, connections } = settings.load;
    const result = await childJson<LoadResult>(['bench/cases/msw-child.ts', handler, String(warmupSec), String(durationSec), String(connections)]);
    cases.push({ handler, result });
    log(`msw ${handler}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.errors} errors`);
  }
  return cases;
}
