import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList } from './failures.ts';
import type { ObservedExchange } from '../simulation/observed-exchange.ts';
import type { CheckResult } from './resilience-document.ts';

/**
 * `auth-not-hammered`: after a 401, the same credential (compared by fingerprint, never stored)
 * was sent at most once more, on any operation.
 * @example checkAuthNotHammered(exchanges).verdict // 'fail'
 */
export function checkAuthNotHammered(exchanges: readonly ObservedExchange[]): CheckResult {
  // One pass in order of arrival: per credential, its first 401 and what was sent with it after that 401 ended.
  const refused = new Map<number, { first: ObservedExchange; again: number[] }>();
  for (const exchange of exchanges) {
    if (exchange.method === 'OPTIONS') continue;
    const seen = refused.get(exchange.credential);
    if (seen !== undefined) {
      if (exchange.arrivedAt < seen.first.endedAt) continue;
      seen.again.push(exchange.id);
      if (seen.again.length > 1) {
        const ids = [seen.first.id, ...seen.again];
        return failed(`A credential refused with 401 was sent again ${count(seen.again.length, 'time')} after it, more than once (${entryList(ids)}).`, ids);
      }
    } else if (exchange.status === 401) {
      refused.set(exchange.credential, { first: exchange, again: [] });
    }
  }
  if (refused.size === 0) return notExercised('No request was answered 401.');
  return passed(`Every credential refused with 401 (${refused.size} in all) was sent at most once more.`, [...refused.values()].map(({ first }) => first.id));
}
