/**
 * The `backoff` decision over one run's retry gaps, a pure function of the gaps and the options.
 * It asks how often an exponential backoff would wait this little, under the most lenient policy
 * it accepts: a base of at least `minimumBase`, a cap of at least `minimumCap`, and full, equal or
 * decorrelated jitter (the AWS Architecture Blog's formulas, envelope `min(cap, base × 2^n)`, n
 * from 0). The reasoning and the rates: docs/resilience.md.
 */

/** The smallest base delay accepted: the AWS SDK for JavaScript v3's standard retry strategy uses 50 ms. */
export const minimumBase = 50;
/** The smallest cap accepted: a cap shortens the later waits, so a smaller one would excuse more. */
export const minimumCap = 2_000;
/** What retrying at once takes before the load's noise: a timer's resolution and the client's own work. */
export const instantRetry = 20;
/** A run is long enough when a backoff looks like retrying at once less often than this. */
export const decisionRate = 1e-5;
/** Gaps smaller than a backoff gives this rarely fail however short the run. */
export const certainRate = 1e-9;
/** Measured gaps only lengthen a policy's wait, but a mock may stamp an answer's end a little late. */
const stampSlack = 2;

/** What the judge assumes: the tolerance bounds the load's noise on each gap. */
export interface BackoffJudgeOptions {
  tolerance: number;
}

export type BackoffDecision =
  | { verdict: 'fail'; chance: number; rate: number }
  | { verdict: 'pass'; chance: number; rate: number }
  /** Too short to tell a backoff from retrying at once: `attemptsNeeded` would tell. */
  | { verdict: 'undecided'; chance: number; attemptsNeeded: number | null };

/**
 * Judges a run from its gaps in ms, in order; `null` is a retry after `Retry-After` (left to that
 * check, though it still counts in the policy's exponent).
 * - fail: a backoff gives gaps this small less often than `rate`, the rate this decision fails a
 *   well-behaved client at (the chance a backoff stays as small as retrying at once over a run this
 *   long, or `certainRate`);
 * - pass: plausible for a backoff, and long enough, or with a gap longer than retrying at once;
 * - undecided: neither.
 * @example judgeBackoff([3, 5, 2, 4, 1, 6, 2], { tolerance: 50 }).verdict // 'fail'
 */
export function judgeBackoff(gaps: readonly (number | null)[], { tolerance }: BackoffJudgeOptions): BackoffDecision {
  const atOnce = instantRetry + tolerance;
  const chance = backoffChance(gaps);
  const largest = Math.max(0, largestOf(gaps) - stampSlack);
  const atOnceRate = fullJitterChance(gaps, atOnce + stampSlack);
  const longEnough = atOnceRate < decisionRate;
  const rate = longEnough ? Math.max(atOnceRate, certainRate) : certainRate;
  if (chance <= rate) return { verdict: 'fail', chance, rate };
  if (longEnough || largest > atOnce) return { verdict: 'pass', chance, rate };
  return { verdict: 'undecided', chance, attemptsNeeded: attemptsToDecide(gaps.length, tolerance) };
}

/**
 * The chance that the most lenient accepted policy waits no longer than these gaps: the largest of
 * the three jitter kinds' chances, each of the run's largest gap (a statistic of one number, so the
 * chance is exact where the policy sits at the bounds). A gap shorter than a kind ever waits rules
 * that kind out.
 */
export function backoffChance(gaps: readonly (number | null)[]): number {
  const largest = largestOf(gaps);
  return Math.max(
    fullJitterChance(gaps, largest),
    equalJitterChance(gaps, largest),
    decorrelatedJitterChance(gaps, largest),
  );
}

// Plain loops over the gaps, no arrays made: the synthetic test judges 720,000 runs in its budget.
const envelope = (n: number) => Math.min(minimumCap, minimumBase * 2 ** n);
/** The largest wait, the stamp's slack added (a retry after Retry-After has none: 0 when none is timed). */
function largestOf(gaps: readonly (number | null)[]): number {
  let largest = 0;
  for (const gap of gaps) if (gap !== null) largest = Math.max(largest, gap + stampSlack);
  return largest;
}

/** Full jitter, `random(0, e)`: every wait at most `largest`. */
function fullJitterChance(gaps: readonly (number | null)[], largest: number): number {
  let chance = 1;
  for (let n = 0; n < gaps.length; n += 1) if (gaps[n] !== null) chance *= Math.min(1, largest / envelope(n));
  return chance;
}

/** Equal jitter, `e/2 + random(0, e/2)`: never under half the envelope. */
function equalJitterChance(gaps: readonly (number | null)[], largest: number): number {
  let chance = 1;
  for (let n = 0; n < gaps.length; n += 1) {
    const gap = gaps[n];
    if (gap === null || gap === undefined) continue;
    const half = envelope(n) / 2;
    if (gap + stampSlack < half) return 0;
    chance *= Math.min(1, (largest - half) / half);
  }
  return chance;
}

/**
 * Decorrelated jitter, `min(cap, random(base, 3 × previous))` from `previous = base`: never under
 * the base. Each wait falls under the largest gap at most (largest − base) / 2·base of the time
 * (the previous wait is at least the base), a bound that only ever excuses more.
 */
function decorrelatedJitterChance(gaps: readonly (number | null)[], largest: number): number {
  let retries = 0;
  for (const gap of gaps) {
    if (gap === null) continue;
    if (gap + stampSlack < minimumBase) return 0;
    retries += 1;
  }
  return Math.min(1, (largest - minimumBase) / (2 * minimumBase)) ** retries;
}

/**
 * The fewest attempts (the first included) whose retries at once a decision could tell from a
 * backoff; none when retrying at once may take as long as the cap (a tolerance that large).
 */
export function attemptsToDecide(retries: number, tolerance: number): number | null {
  const atOnce = instantRetry + tolerance;
  if (atOnce + stampSlack >= minimumCap) return null;
  // fullJitterChance of `retries` waits of `atOnce`, one more while it stays at the rate or above.
  let chance = 1;
  let n = 0;
  for (; n < retries || chance >= decisionRate; n += 1) chance *= Math.min(1, (atOnce + stampSlack) / envelope(n));
  return n + 1;
}

/** `less than once in a million`: a chance as the docs and messages say it. */
export function onceIn(chance: number): string {
  if (chance <= 0) return 'never';
  const exponent = Math.min(9, Math.floor(-Math.log10(chance)));
  const words: Record<number, string> = { 3: 'a thousand', 6: 'a million', 9: 'a billion' };
  if (exponent <= 0) return `${Math.round(chance * 100)} % of the time`;
  return `less than once in ${words[exponent] ?? (10 ** exponent).toLocaleString('en-US')}`;
}
