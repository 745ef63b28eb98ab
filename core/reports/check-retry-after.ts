import { count, failed, notExercised, passed } from './check-result.ts';
import { byOperation, entryList } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

/** The rate this decision fails a well-behaved client at: a measured wait is never shorter than the one the client made. */
const neverEarly =
  'A client that waits as asked is never seen earlier (a wait measured here only lengthens), so this verdict never fails one.';

/**
 * `retry-after`: after a 429 or 503 with `Retry-After`, the same operation was not called again
 * before that time had passed (less the tolerance), counted from the end of that answer.
 * @example checkRetryAfter(exchanges, resilienceDefaults).verdict // 'pass'
 */
export function checkRetryAfter(exchanges: readonly ObservedExchange[], { tolerance }: ResilienceOptions): CheckResult {
  const asked: number[] = [];
  const broken: { answer: ObservedExchange; early: ObservedExchange; operationId: string }[] = [];
  for (const [operationId, attempts] of byOperation(exchanges)) {
    for (const [i, answer] of attempts.entries()) {
      if ((answer.status !== 429 && answer.status !== 503) || answer.retryAfterMs === null) continue;
      asked.push(answer.id);
      const until = answer.endedAt + answer.retryAfterMs - tolerance;
      // In order of arrival: only the attempts up to `until` can be early (requests in flight when it ended are not).
      let early: ObservedExchange | undefined;
      for (let j = i + 1; j < attempts.length && attempts[j]!.arrivedAt < until && early === undefined; j++) {
        if (attempts[j]!.arrivedAt >= answer.endedAt) early = attempts[j];
      }
      if (early !== undefined) broken.push({ answer, early, operationId });
    }
  }
  if (asked.length === 0) return notExercised('No 429 or 503 with Retry-After was answered.');
  const first = broken.sort((a, b) => a.early.arrivedAt - b.early.arrivedAt)[0];
  if (first !== undefined) {
    const { answer, early, operationId } = first;
    const ids = [answer.id, early.id];
    return failed(
      `${operationId} was called again ${early.arrivedAt - answer.endedAt} ms after a ${answer.status} that said Retry-After ${answer.retryAfterMs! / 1000} s (${entryList(ids)}); ${broken.length} of ${count(asked.length, 'answer')} with Retry-After ${broken.length === 1 ? 'was' : 'were'} not waited out. ${neverEarly}`,
      ids,
    );
  }
  return passed(
    `Every call after ${count(asked.length, 'answer')} with Retry-After waited as long as it said. ${neverEarly}`,
    asked,
  );
}
