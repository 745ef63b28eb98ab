import { count, failed, notExercised, passed } from './check-result.ts';
import { byOperation, entryList, isFailure } from './failures.ts';
import type { ObservedExchange } from '../simulation/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

/**
 * `backoff`: after consecutive failures of one operation, the gaps between its attempts (from the
 * end of one to the arrival of the next) did not shrink by more than the tolerance, and there were
 * at most `maxAttempts` consecutive failed attempts.
 * @example checkBackoff(exchanges, resilienceDefaults).verdict // 'fail'
 */
export function checkBackoff(exchanges: readonly ObservedExchange[], { maxAttempts, tolerance }: ResilienceOptions): CheckResult {
  const failures: number[] = [];
  for (const [operationId, attempts] of byOperation(exchanges)) {
    let run: ObservedExchange[] = [];
    let lastGap = -Infinity;
    for (const attempt of attempts) {
      const previous = run.at(-1);
      if (previous !== undefined) {
        const gap = attempt.arrivedAt - previous.endedAt;
        if (gap < lastGap - tolerance) {
          const ids = [run.at(-2)!.id, previous.id, attempt.id];
          return failed(`${operationId}'s retries came faster, ${lastGap} ms then ${gap} ms apart, instead of backing off (${entryList(ids)}).`, ids);
        }
        lastGap = gap;
      }
      if (!isFailure(attempt)) {
        run = [];
        lastGap = -Infinity;
        continue;
      }
      failures.push(attempt.id);
      run.push(attempt);
      if (run.length > maxAttempts) {
        const ids = run.map(({ id }) => id);
        return failed(`${operationId} was tried ${run.length} times in a row after failures, more than ${maxAttempts} (${entryList(ids)}).`, ids);
      }
    }
  }
  if (failures.length === 0) return notExercised('No operation failed (5xx, 429 or a network fault).');
  return passed(`Retries after ${count(failures.length, 'failure')} kept or grew their gaps, at most ${maxAttempts} in a row.`, failures.slice(0, 50));
}
