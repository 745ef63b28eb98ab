import leven from 'leven';

/**
 * The name a mistyped word most likely meant: the nearest within a third of its length (at least
 * 1, at most 3 edits), or undefined when none is that near.
 * @example closestName('sceanrio', ['start', 'scenario', 'init']) // 'scenario'
 */
export function closestName(word: string, names: readonly string[]): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = leven(word.toLowerCase(), name.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}
