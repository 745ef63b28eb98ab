import type { Middleware } from '../exchange/compose.ts';
import { authenticate } from '../exchange/bearer-auth.ts';
import { headerOf } from '../exchange/exchange.ts';
import type { RequestContext } from './request-context.ts';

/** Auth first, on every route of the API. */
export function authLayer(apiKeys: () => readonly string[]): Middleware<RequestContext> {
  return async (context, next) => {
    context.apiKey = authenticate(headerOf(context.request, 'authorization'), apiKeys());
    return next();
  };
}
