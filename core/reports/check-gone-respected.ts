import { count, failed, notExercised, passed } from './check-result.ts';
import { entryList } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult } from './resilience-document.ts';

/**
 * `gone-respected`: after getPet answered 410 (Gone), getPet was not called again.
 * @example checkGoneRespected(exchanges).verdict // 'pass'
 */
export function checkGoneRespected(exchanges: readonly ObservedExchange[]): CheckResult {
  const gets = exchanges.filter((e) => e.operationId === 'getPet' && e.method !== 'OPTIONS');
  const gone = gets.filter((e) => e.status === 410);
  if (gone.length === 0) return notExercised('getPet never answered 410.');
  const first = gone.reduce((a, b) => (b.endedAt < a.endedAt ? b : a));
  const later = gets.filter((e) => e.id !== first.id && e.arrivedAt >= first.endedAt);
  if (later.length > 0) {
    const ids = [first.id, ...later.slice(0, 9).map(({ id }) => id)];
    return failed(
      `getPet was called ${count(later.length, 'more time')} after it answered 410 Gone (${entryList(ids)}).`,
      ids,
    );
  }
  return passed('getPet was not called again after it answered 410 Gone.', [first.id]);
}
