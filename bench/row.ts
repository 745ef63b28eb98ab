import type { LoadResult } from './lib/load.ts';

/** One line of the table: a measurement, its ratio to its baseline, and the target it is held to. */
export interface Row {
  section: string;
  name: string;
  load?: LoadResult;
  /** A measurement that is not a load (a time, a size). */
  value?: string;
  ratio?: number;
  /** The same comparison by the servers' CPU time per request (baseline / this): steadier on a busy machine. */
  cpuRatio?: number;
  vs?: string;
  target?: string;
  pass?: boolean;
}

/** A ratio check: `ratio` against `min` (at least) or `max` (at most); no limit is information only. */
export function ratioRow(
  row: Omit<Row, 'ratio' | 'target' | 'pass'>,
  ratio: number,
  limit?: { min?: number; max?: number },
): Row {
  if (!limit) return { ...row, ratio };
  const { min, max } = limit;
  const pass = (min === undefined || ratio >= min) && (max === undefined || ratio <= max);
  return { ...row, ratio, target: min !== undefined ? `>= ${min}x` : `<= ${max}x`, pass };
}
