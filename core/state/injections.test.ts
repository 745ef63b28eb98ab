import { describe, expect, it } from 'vitest';
import { injectionsOf } from './coverage.ts';
import type { FailureOutcome } from '../store/failure-rules.ts';

const error = (rule: string, status: number): FailureOutcome => ({
  type: 'error',
  status,
  code: undefined,
  message: undefined,
  retryAfter: undefined,
  rule,
});

describe('what a fired rule injected', () => {
  it('names an error status, a rate limit and a fault by kind, with the source', () => {
    expect(injectionsOf({ id: 'r', status: 503 }, error('r', 503), 'rule')).toEqual([
      { kind: 'error', source: 'rule', status: 503 },
    ]);
    expect(injectionsOf({ id: 'r', rateLimit: { limit: 1, windowMs: 1000 } }, error('r', 429), 'rule')).toEqual([
      { kind: 'rate-limit', source: 'rule' },
    ]);
    expect(
      injectionsOf(
        { id: 'prefer', fault: 'slow-body' },
        { type: 'fault', fault: 'slow-body', durationMs: undefined, rule: 'prefer' },
        'prefer',
      ),
    ).toEqual([{ kind: 'slow-body', source: 'prefer' }]);
  });

  it('counts latency of every fired rule, and the outcome only for the rule that decided it', () => {
    expect(injectionsOf({ id: 'slow', latency: [10, 20] }, error('other', 500), 'rule')).toEqual([
      { kind: 'latency', source: 'rule' },
    ]);
    expect(injectionsOf({ id: 'r', latency: 5, status: 500 }, error('r', 500), 'prefer')).toEqual([
      { kind: 'latency', source: 'prefer' },
      { kind: 'error', source: 'prefer', status: 500 },
    ]);
    expect(injectionsOf({ id: 'r', rateLimit: { limit: 5, windowMs: 1000 } }, undefined, 'rule')).toEqual([]);
  });
});
