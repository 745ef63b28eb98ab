import type { FailureOutcome, FailureRule } from '../store/failure-rules.ts';
import type { Injection, InjectionSource } from './failure-kinds.ts';

/** What the clock injects past a sunset; one shared value, so the request path allocates nothing. */
export const sunsetInjection: readonly Injection[] = [{ kind: 'gone', source: 'clock' }];

/**
 * What one fired rule injected: its latency, and the outcome if that rule decided it (a rate limit's
 * 429 is `rate-limit`, a rule's own status `error`).
 * @example injectionsOf({ id: 'r', status: 503 }, outcome, 'rule') // [{ kind: 'error', source: 'rule', status: 503 }]
 */
export function injectionsOf(
  rule: FailureRule & { id: string },
  outcome: FailureOutcome | undefined,
  source: InjectionSource,
): Injection[] {
  const injected: Injection[] = [];
  if (rule.latency !== undefined) injected.push({ kind: 'latency', source });
  if (outcome?.rule !== rule.id) return injected;
  if (outcome.type === 'fault') injected.push({ kind: outcome.fault, source });
  else if (rule.status === undefined && rule.rateLimit !== undefined) injected.push({ kind: 'rate-limit', source });
  else injected.push({ kind: 'error', source, status: outcome.status });
  return injected;
}
