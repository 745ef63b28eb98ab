import type { Middleware } from '../exchange/compose.ts';
import type { MockRequest } from '../exchange/exchange.ts';

/**
 * A check a plane runs before it serves a request: it throws an `ApiError` to refuse it and
 * returns to let it through. A plane's chain runs its guards as layers; a sandbox runs the same
 * ones before it lets a request in, so no check is written twice.
 */
export type Guard = (request: MockRequest) => unknown;

/**
 * A guard as a layer of a chain.
 * @example compose([guardLayer(refuseForeignChange)], handle, onError)
 */
export function guardLayer(guard: Guard): Middleware<{ request: MockRequest }> {
  return async ({ request }, next) => {
    guard(request);
    return next();
  };
}
