import type { LoadResult } from './load.ts';
import { quantile } from './stats.ts';

/** What a loop of fetches in turn counted (bench/cases/msw-child.ts, the panel page). */
export interface SequentialRun {
  ok: number;
  errors: number;
  seconds: number;
  /** Milliseconds of each 200. */
  latencies: number[];
}

/** A sequential run as a LoadResult, with the CPU time (µs) its whole stack spent over the run. */
export function sequentialResult({ ok, errors, seconds, latencies }: SequentialRun, cpuMicros: number): LoadResult {
  return {
    rps: ok / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
    responses: ok + errors,
    cpuUsPerRequest: cpuMicros / Math.max(1, ok + errors),
  };
}
