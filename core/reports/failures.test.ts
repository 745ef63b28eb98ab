import { describe, expect, it } from 'vitest';
import { faultKinds } from '../store/fault-kinds.generated.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import { isFailure } from './failures.ts';

const exchange = (status: number | null, fault: string | null): ObservedExchange => ({
  id: 1,
  method: 'GET',
  operationId: 'listPets',
  arrivedAt: 0,
  endedAt: 1,
  status,
  fault,
  retryAfterMs: null,
  latencyMs: 0,
  credential: 0,
  body: null,
});

describe('isFailure', () => {
  it('counts every fault of the schema but slow-body, which delivers its answer', () => {
    const failing = faultKinds.filter((fault) => isFailure(exchange(null, fault)));
    expect(failing).toEqual(faultKinds.filter((fault) => fault !== 'slow-body'));
    expect(isFailure(exchange(200, 'slow-body'))).toBe(false);
  });

  it('counts a 5xx and a 429, not a 4xx or a 2xx', () => {
    expect([200, 404, 429, 500, 503].map((status) => isFailure(exchange(status, null)))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('counts a fault not in the list of delivering ones, a kind added later included', () => {
    expect(isFailure(exchange(null, 'a-future-fault'))).toBe(true);
  });
});
