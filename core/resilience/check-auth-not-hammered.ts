import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList } from './failures.ts';
import type { ObservedExchange } from './observed-exchange.ts';
import type { CheckResult } from './resilience-document.ts';

/**
 * `auth-not-hammered`: after a 401, the same credential (compared by fingerprint, never stored)
 * was sent at most once more, on any operation.
 * @example checkAuthNotHammered(exchanges).verdict // 'fail'
 */
export function checkAuthNotHammered(exchanges: readonly ObservedExchange[]): CheckResult {
  const sent = exchanges.filter((e) => e.method !== 'OPTIONS');
  const refused = new Map<number, ObservedExchange>();
  for (const exchange of sent) {
    const first = refused.get(exchange.credential);
    if (exchange.status === 401 && (first === undefined || exchange.endedAt < first.endedAt)) refused.set(exchange.credential, exchange);
  }
  if (refused.size === 0) return notExercised('No request was answered 401.');
  for (const first of refused.values()) {
    const again = sent.filter((e) => e.id !== first.id && e.credential === first.credential && e.arrivedAt >= first.endedAt);
    if (again.length > 1) {
      const ids = [first.id, ...again.slice(0, 9).map(({ id }) => id)];
      return failed(`A credential refused with 401 was sent ${count(again.length, 'more time')}, more than once (${entryList(ids)}).`, ids);
    }
  }
  return passed(`Each of ${count(refused.size, 'credential')} refused with 401 was sent at most once more.`, [...refused.values()].map(({ id }) => id));
}
