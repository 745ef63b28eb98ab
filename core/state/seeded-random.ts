import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/** A seeded stream of draws whose position can be read and put back (a snapshot keeps it). */
export interface SeededStream {
  /** The next draw in [0, 1). */
  next(): number;
  /** Where the stream stands: the generator's four words (never to be changed by the caller). */
  position(): readonly number[];
  /** Puts the stream where `position` says, so its next draws are the ones that came after it. */
  moveTo(position: readonly number[]): void;
}

/**
 * Draws in [0, 1) from a seed: the same seed gives the same sequence in node and in the browser.
 * (pure-rand is a few hundred bytes; faker would cost its locale data at every start.)
 * @example const random = createSeededRandom(42); random() < 0.5
 */
export function createSeededRandom(seed: number): () => number {
  const stream = createSeededStream(seed);
  return stream.next;
}

/**
 * `createSeededRandom`'s stream, with its position: a snapshot reads it and a load puts it back.
 * @example const stream = createSeededStream(7); const at = stream.position(); stream.next(); stream.moveTo(at);
 */
export function createSeededStream(seed: number): SeededStream {
  let generator = xoroshiro128plus(seed);
  // Read on every request (a journal entry keeps it): the same array until the next draw.
  let position: number[] | undefined;
  return {
    next: () => {
      position = undefined;
      return uniformFloat64(generator);
    },
    position: () => (position ??= [...generator.getState()]),
    moveTo(at) {
      generator = xoroshiro128plusFromState(at);
      position = undefined;
    },
  };
}
