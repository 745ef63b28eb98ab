import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult } from './resilience-document.ts';

/**
 * `auth-not-hammered`: after a 401, the same credential (compared by fingerprint, never stored)
 * was sent at most once more, on any operation.
 * @example checkAuthNotHammered(exchanges).verdict // 'fail'
 */
export function checkAuthNotHammered(exchanges: readonly ObservedExchange[]): CheckResult {
  // One pass in order of arrival: per credential, its first 401 and what was sent with it after that 401 ended.
  const refused = new Map<number, { first: ObservedExchange; again: ObservedExchange[] }>();
  for (const exchange of exchanges) {
    if (exchange.method === 'OPTIONS') continue;
    const seen = refused.get(exchange.credential);
    if (seen !== undefined) {
      if (exchange.arrivedAt >= seen.first.endedAt) seen.again.push(exchange);
    } else if (exchange.status === 401) {
      refused.set(exchange.credential, { first: exchange, again: [] });
    }
  }
  if (refused.size === 0) return notExercised('No request was answered 401.');
  // The credential that was hammered first: its second send after the 401 came earliest.
  const hammered = [...refused.values()]
    .filter(({ again }) => again.length > 1)
    .sort((a, b) => a.again[1]!.arrivedAt - b.again[1]!.arrivedAt);
  const [worst] = hammered;
  if (worst !== undefined) {
    const ids = [worst.first.id, ...worst.again.slice(0, 9).map(({ id }) => id)];
    const others =
      hammered.length > 1
        ? `; ${count(hammered.length, 'refused credential')} in all were sent again more than once`
        : '';
    return failed(
      `A credential refused with 401 was sent again ${count(worst.again.length, 'time')} after it, more than once${others} (${entryList(ids)}).`,
      ids,
    );
  }
  return passed(
    `Every credential refused with 401 (${refused.size} in all) was sent at most once more.`,
    [...refused.values()].map(({ first }) => first.id),
  );
}
