import { createCors } from '../http/cors.ts';
import type { Middleware } from '../http/compose.ts';
import type { RequestContext } from '../request-context.ts';

/** Answers preflights before anything else (browsers send them without credentials); decorates the rest. */
export function corsLayer(origins: readonly string[]): Middleware<RequestContext> {
  const cors = createCors({ origins });
  return async (context, next) =>
    cors.isPreflight(context.request)
      ? cors.preflightResponse(context.request, context.allowedMethods())
      : cors.decorate(context.request, await next());
}
