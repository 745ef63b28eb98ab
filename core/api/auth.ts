import type { Middleware } from '../exchange/compose.ts';
import { authenticate } from '../exchange/bearer-auth.ts';
import { headerOf, type MockRequest } from '../exchange/exchange.ts';
import type { RequestContext } from './request-context.ts';

/**
 * The API's guard: the caller's bearer key among `apiKeys`, or a 401. `authLayer` runs it on every
 * request; a sandbox runs it with its own keys before it lets a request in.
 * @example apiGuard(() => ['test-key'])(request) // 'test-key'
 */
export function apiGuard(apiKeys: () => readonly string[]): (request: MockRequest) => string {
  return (request) => authenticate(headerOf(request, 'authorization'), apiKeys(), headerOf(request, 'accept'));
}

/** Auth first, on every route of the API; writes `apiKey` for the layers after it. */
export function authLayer(apiKeys: () => readonly string[]): Middleware<RequestContext> {
  const guard = apiGuard(apiKeys);
  return async (context, next) => {
    context.apiKey = guard(context.request);
    return next();
  };
}
