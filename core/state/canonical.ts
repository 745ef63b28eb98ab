/**
 * Equal values that arrive anew with every request (a path, a header record) kept once: the
 * journal holds the first copy it saw, so the fresh one dies young. What the journal holds across
 * garbage collections makes V8 grow its young generation (and the process's memory) under load.
 */

/**
 * Strings: the first equal one seen, from a map that starts over once it holds `limit` (so a
 * stream of distinct values costs what it did without it).
 * @example const intern = createInterner(); intern('/v1/pets') === intern(`/v1/${'pets'}`) // the same string
 */
export function createInterner(limit = 4096): (text: string) => string {
  let seen = new Map<string, string>();
  return (text) => {
    const kept = seen.get(text);
    if (kept !== undefined) return kept;
    if (seen.size >= limit) seen = new Map();
    seen.set(text, text);
    return text;
  };
}

type Flat = Readonly<Record<string, unknown>>;

/**
 * Flat records (headers): one of the last `keep` distinct ones when equal name for name, else
 * this one, kept for next time. Records are compared in their own name order, as clients repeat it.
 * @example const same = createRecordKeeper(); same({ a: '1' }) === same({ a: '1' }) // true
 */
export function createRecordKeeper(keep = 8): <R extends Flat>(record: R) => R {
  const kept: { record: Flat; names: string[] }[] = [];
  let next = 0;
  return (record) => {
    const names = Object.keys(record);
    for (const candidate of kept)
      if (sameEntries(candidate.record, candidate.names, record, names)) return candidate.record as typeof record;
    kept[next] = { record, names };
    next = (next + 1) % keep;
    return record;
  };
}

/** Same names in the same order with the same values; an array value (a repeated header) never matches. */
function sameEntries(a: Flat, aNames: readonly string[], b: Flat, bNames: readonly string[]): boolean {
  if (aNames.length !== bNames.length) return false;
  for (let i = 0; i < bNames.length; i++) {
    const name = bNames[i]!;
    const value = b[name];
    if (aNames[i] !== name || typeof value === 'object' || a[name] !== value) return false;
  }
  return true;
}
