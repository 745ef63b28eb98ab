import { failed, notExercised, passed } from './check-result.ts';
import { byOperation, isFailure } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

const window = 1_000;

/**
 * `no-storm`: in the second after a failure, at most `storm` requests for that operation.
 * @example checkNoStorm(exchanges, resilienceDefaults).verdict // 'pass'
 */
export function checkNoStorm(exchanges: readonly ObservedExchange[], { storm }: ResilienceOptions): CheckResult {
  const shown: number[] = [];
  for (const [operationId, attempts] of byOperation(exchanges)) {
    for (const [i, failure] of attempts.entries()) {
      if (!isFailure(failure)) continue;
      shown.push(failure.id);
      // In order of arrival: the burst is what follows, up to a second after the failure's end.
      const burst: ObservedExchange[] = [];
      for (let j = i + 1; j < attempts.length && attempts[j]!.arrivedAt <= failure.endedAt + window; j++) {
        if (attempts[j]!.arrivedAt >= failure.endedAt) burst.push(attempts[j]!);
      }
      if (burst.length > storm) {
        const ids = [failure.id, ...burst.slice(0, 9).map(({ id }) => id)];
        return failed(
          `${operationId} was called ${burst.length} times in the second after a failure, more than ${storm} (entry ${failure.id}).`,
          ids,
        );
      }
    }
  }
  if (shown.length === 0) return notExercised('No operation failed (5xx, 429 or a network fault).');
  return passed(
    `In the second after every failure (${shown.length} in all), at most ${storm} requests for its operation followed.`,
    shown.slice(0, 50),
  );
}
