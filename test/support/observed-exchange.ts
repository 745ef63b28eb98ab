import type { ObservedExchange } from '../../core/state/observed-exchange.ts';

type Shape = Partial<Omit<ObservedExchange, 'id' | 'arrivedAt' | 'endedAt'>> & { at: number; took?: number };

/**
 * Exchanges as the journal gives them to the resilience checks, numbered 1, 2, ... in the order
 * given: `at` is the arrival in ms, `took` how long the answer took (1 ms unless told).
 * @example observedExchanges({ operationId: 'listPets', at: 0, status: 503, retryAfterMs: 1000 }, { operationId: 'listPets', at: 1100 })
 */
export function observedExchanges(...shapes: Shape[]): ObservedExchange[] {
  return shapes.map(({ at, took = 1, ...rest }, index) => ({
    id: index + 1,
    method: 'GET',
    operationId: 'listPets',
    status: 200,
    fault: null,
    retryAfterMs: null,
    latencyMs: 0,
    credential: 1,
    body: null,
    ...rest,
    arrivedAt: at,
    endedAt: at + took,
  }));
}
