import { maxTimeMs } from '../state/clock.ts';

/**
 * The largest values a clock or world move takes (spec/admin.openapi.yaml and
 * fixtures/scenario.schema.json say the same): past them a move is 400 naming the field, nothing
 * changed, so no time the clock can reach lies past the last date a JavaScript Date holds.
 */
export const worldBounds = {
  /** The clock's speed: a year of simulated time in about 32 s. */
  maxSpeed: 1_000_000,
  /** A duration (an advance's `by`, a delay): ten years, in ms. */
  maxDurationMs: 315_576_000_000,
  /** The latest (and, negated, the earliest) time, in ms: 8.64e15, +275760-09-13T00:00:00.000Z. */
  maxTimeMs,
} as const;

/** A time as ISO 8601, or null past what a Date holds (a due time the clock can never reach). */
export function isoOrNull(ms: number): string | null {
  return Math.abs(ms) <= maxTimeMs ? new Date(ms).toISOString() : null;
}
