import { createFaker } from '../../fixtures/create-faker.ts';
/** The project's seeded generator (the one failure probabilities use), so a soak's mix replays with --seed. */
export function seededRandom(seed: number): () => number {
  const faker = createFaker(seed);
  return () => faker.number.float();
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** Picks a key by weight. */
export function weighted<K extends string>(random: Random, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let at = random() * total;
  for (const [key, weight] of entries) {
    at -= weight;
    if (at < 0) return key;
  }
  return entries.at(-1)![0];
}
