import { checkAuthNotHammered } from './check-auth-not-hammered.ts';
import { checkBackoff } from './check-backoff.ts';
import { checkGaveUp } from './check-gave-up.ts';
import { checkGoneRespected } from './check-gone-respected.ts';
import { checkNoBlindCreateRetry } from './check-no-blind-create-retry.ts';
import { checkNoStorm } from './check-no-storm.ts';
import { checkRetryAfter } from './check-retry-after.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import { resilienceFormatVersion, type ResilienceDocument, type ResilienceOptions } from './resilience-document.ts';
import { resilienceDefaults } from './resilience-options.ts';

/**
 * Judges how a client reacted to the failures in these exchanges (a mock's journal), check by
 * check. Run when read: nothing is counted per request.
 * @example judgeResilience(journal.exchanges()).checks['retry-after'].verdict // 'pass'
 */
export function judgeResilience(
  exchanges: readonly ObservedExchange[],
  options: ResilienceOptions = resilienceDefaults,
): ResilienceDocument {
  // Arrival order (the journal's ids are in order of the answers' end).
  const ordered = [...exchanges].sort((a, b) => a.arrivedAt - b.arrivedAt || a.id - b.id);
  return {
    version: resilienceFormatVersion,
    options,
    checks: {
      'retry-after': checkRetryAfter(ordered, options),
      backoff: checkBackoff(ordered, options),
      'no-blind-create-retry': checkNoBlindCreateRetry(ordered),
      'gone-respected': checkGoneRespected(ordered),
      'auth-not-hammered': checkAuthNotHammered(ordered),
      'gave-up': checkGaveUp(ordered, options),
      'no-storm': checkNoStorm(ordered, options),
    },
  };
}
