import type { LoadResult } from './load.ts';
import { median } from './stats.ts';

/** The median of each measure over several runs of one load (a baseline run once per mock server, or each side of the MSW case). */
export function medianResult(results: readonly LoadResult[]): LoadResult {
  const of = (pick: (r: LoadResult) => number | undefined) => median(results.map(pick).filter((v) => v !== undefined));
  const cpu = of((r) => r.cpuUsPerRequest);
  return {
    rps: of((r) => r.rps),
    p50: of((r) => r.p50),
    p99: of((r) => r.p99),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    responses: results.reduce((sum, r) => sum + r.responses, 0),
    ...(Number.isNaN(cpu) ? {} : { cpuUsPerRequest: cpu }),
  };
}
