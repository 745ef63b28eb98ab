import type { CoverageCounter } from '../state/coverage-counter.ts';
import type { Middleware } from '../exchange/compose.ts';
import type { RequestContext } from './request-context.ts';

/**
 * Counts every answer against the spec, inside CORS so preflights are left out: the final status
 * (404, 405, 410, injected errors included), a dropped connection, and what was injected.
 */
export function coverageLayer(coverage: CoverageCounter): Middleware<RequestContext> {
  return async (context, next) => {
    const response = await next();
    coverage.record(context.route?.operationId, context.request, response, context.injected);
    return response;
  };
}
