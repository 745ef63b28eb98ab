import { maxTimeMs } from '../state/clock.ts';

/** Which process a draw belongs to: each has its own stream, so one never shifts another's draws. */
export const streams = {
  adoptionGap: 1,
  adoptionPick: 2,
  soldAfter: 3,
  soldAfterPet: 4,
  arrivalGap: 5,
  departure: 6,
} as const;

/**
 * A draw in [0, 1) that depends only on the seed, the stream and the draw's own indexes (a
 * counter-based generator): the world's events come out the same however the clock's moves are
 * cut, and resuming a world needs only counters, never a generator's hidden state.
 * @example draw(42, streams.adoptionGap, 0) === draw(42, streams.adoptionGap, 0)
 */
export function draw(seed: number, stream: number, a: number, b = 0): number {
  let h = mix(seed >>> 0, Math.floor(seed / 0x100000000) >>> 0);
  h = mix(h, stream);
  h = mix(h, a >>> 0);
  h = mix(h, Math.floor(a / 0x100000000) >>> 0);
  h = mix(h, b >>> 0);
  h = mix(h, Math.floor(b / 0x100000000) >>> 0);
  return (h >>> 0) / 0x100000000;
}

/**
 * A gap of a process that happens `perHour` times an hour on average (exponential), in whole ms >= 1;
 * a tiny rate's gap stops at twice the clock's range: finite (it is kept as JSON), never reached.
 */
export function gapMs(unit: number, perHour: number): number {
  return Math.min(2 * maxTimeMs, Math.max(1, Math.ceil((-Math.log(1 - unit) * 3_600_000) / perHour)));
}

/** A delay drawn evenly from [min, max] ms. */
export function delayMs(unit: number, [min, max]: readonly [number, number]): number {
  return min + Math.floor(unit * (max - min + 1));
}

// murmur3's finaliser over the running hash and the next word.
function mix(hash: number, word: number): number {
  let h = Math.imul(hash ^ word, 0xcc9e2d51);
  h = (h << 15) | (h >>> 17);
  h = Math.imul(h, 0x1b873593) ^ 0x9e3779b9;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
