import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList } from './failures.ts';
import type { ObservedExchange } from '../simulation/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

/**
 * `gave-up`: after an injected timeout, or an injected latency longer than `giveUpAfter`, the
 * exchange lasted no longer than `giveUpAfter` plus the tolerance, whoever closed it. The longest
 * wait is reported whatever the verdict.
 * @example checkGaveUp(exchanges, { ...resilienceDefaults, giveUpAfter: 100 }).waitedMs // 104
 */
export function checkGaveUp(exchanges: readonly ObservedExchange[], { giveUpAfter, tolerance }: ResilienceOptions): CheckResult {
  const hung = exchanges.filter((e) => e.fault === 'timeout' || e.latencyMs > giveUpAfter);
  if (hung.length === 0) return notExercised(`No timeout, and no latency over ${giveUpAfter} ms, was injected.`);
  const longest = hung.reduce((a, b) => (b.endedAt - b.arrivedAt > a.endedAt - a.arrivedAt ? b : a));
  const waitedMs = longest.endedAt - longest.arrivedAt;
  if (waitedMs > giveUpAfter + tolerance) {
    const ids = hung.filter((e) => e.endedAt - e.arrivedAt > giveUpAfter + tolerance).map(({ id }) => id);
    return failed(`The client waited ${waitedMs} ms on a ${longest.fault === 'timeout' ? 'timeout' : 'slow answer'}, more than ${giveUpAfter} ms (${entryList(ids)}).`, ids, { waitedMs });
  }
  return passed(`On ${count(hung.length, 'hanging exchange')} the client waited at most ${waitedMs} ms (limit ${giveUpAfter} ms).`, hung.map(({ id }) => id), { waitedMs });
}
