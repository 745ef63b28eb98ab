import type { ActiveFailureRule, FailureRule } from '../admin-types.ts';

/** One-click rules for what QA asks for most. */
export const failurePresets: readonly { label: string; rule: FailureRule }[] = [
  { label: 'Slow list (2 s)', rule: { operationId: 'listPets', latency: 2000 } },
  { label: 'Fail the next 2 creates with 503', rule: { operationId: 'createPet', status: 503, times: 2 } },
  { label: 'Drop connections on get', rule: { operationId: 'getPet', fault: 'reset' } },
  { label: 'Rate-limit 5/min', rule: { rateLimit: { limit: 5, windowMs: 60_000 } } },
];

/** Which requests a rule matches, in words. */
export function describeTarget({ operationId, method, path }: FailureRule): string {
  const parts = [operationId, method, path].filter((part) => part !== undefined);
  return parts.length === 0 ? 'every request' : parts.join(' ');
}

/** What a rule does, in words. */
export function describeEffect({ status, latency, fault, durationMs, rateLimit }: FailureRule): string {
  const effects: string[] = [];
  if (latency !== undefined) effects.push(`+${Array.isArray(latency) ? `${latency[0]}–${latency[1]}` : latency} ms`);
  if (status !== undefined) effects.push(`answer ${status}`);
  if (fault !== undefined) effects.push(durationMs === undefined ? fault : `${fault} (${durationMs} ms)`);
  if (rateLimit !== undefined) effects.push(`${rateLimit.limit} per ${rateLimit.windowMs / 1000} s, then 429`);
  return effects.join(', ') || 'nothing';
}

export function describeLeft({ left }: ActiveFailureRule): string {
  return left === null ? 'no limit' : String(left);
}
