import { authenticate } from '../http/auth.ts';
import type { Middleware } from '../http/compose.ts';
import { headerOf } from '../http/exchange.ts';
import type { RequestContext } from '../request-context.ts';

/** Auth first, on every route of the API. */
export function authLayer(apiKeys: () => readonly string[]): Middleware<RequestContext> {
  return async (context, next) => {
    context.apiKey = authenticate(headerOf(context.request, 'authorization'), apiKeys());
    return next();
  };
}
