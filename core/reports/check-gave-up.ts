import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

const waited = (exchange: ObservedExchange) => exchange.endedAt - exchange.arrivedAt;
/** The rate this decision fails a well-behaved client at: only a close that reaches the mock later than the tolerance. */
const seenLate = (tolerance: number) =>
  `A client that gives up in time is seen late only by the time its close takes to arrive, so this verdict fails one only when that takes over ${tolerance} ms.`;

/**
 * `gave-up`: on every exchange the mock would have held longer than `giveUpAfter` plus the
 * tolerance (an injected latency, or a timeout's hang), the client closed it within that time.
 * One the mock closed sooner never asked the client to give up: alone, it leaves the check not
 * exercised. The longest wait is reported whatever the verdict.
 * @example checkGaveUp(exchanges, { ...resilienceDefaults, giveUpAfter: 100 }).waitedMs // 104
 */
export function checkGaveUp(
  exchanges: readonly ObservedExchange[],
  { giveUpAfter, tolerance }: ResilienceOptions,
): CheckResult {
  const limit = giveUpAfter + tolerance;
  const held = exchanges.filter((e) => e.fault === 'timeout' || e.latencyMs > 0);
  const hung = held.filter((e) => e.latencyMs > limit);
  if (hung.length === 0) {
    const longest = held.length === 0 ? '' : ` (the longest ${Math.max(...held.map((e) => e.latencyMs))} ms)`;
    return notExercised(
      `No injected timeout or latency held an exchange longer than giveUpAfter (${giveUpAfter} ms) plus the tolerance${longest}, so the client never had to give up.`,
    );
  }
  const longest = hung.reduce((a, b) => (waited(b) > waited(a) ? b : a));
  const waitedMs = waited(longest);
  const late = hung.filter((e) => waited(e) > limit);
  if (late.length > 0) {
    const ids = late.map(({ id }) => id);
    return failed(
      `The client waited ${waitedMs} ms on a ${longest.fault === 'timeout' ? 'timeout' : 'slow answer'}, more than ${giveUpAfter} ms; it waited too long on ${late.length} of ${count(hung.length, 'hanging exchange')} (${entryList(ids)}). ${seenLate(tolerance)}`,
      ids,
      { waitedMs },
    );
  }
  return passed(
    `On ${count(hung.length, 'hanging exchange')} the client gave up after at most ${waitedMs} ms (limit ${giveUpAfter} ms). ${seenLate(tolerance)}`,
    hung.map(({ id }) => id),
    { waitedMs },
  );
}
