import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Draws in [0, 1) from a seed: the same seed gives the same sequence in node and in the browser.
 * (pure-rand is a few hundred bytes; faker would cost its locale data at every start.)
 * @example const random = createSeededRandom(42); random() < 0.5
 */
export function createSeededRandom(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => uniformFloat64(generator);
}
