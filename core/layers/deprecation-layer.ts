import type { Middleware } from '../http/compose.ts';
import { deprecationHeaders } from '../http/deprecation.ts';
import type { RequestContext, Route } from '../request-context.ts';

/** Every answer of a deprecated operation, errors included, says so. */
export function deprecationLayer(basePath: string): Middleware<RequestContext> {
  // The headers depend on the route alone: built once per route, not per request.
  const headersOf = new Map<Route, Record<string, string>>();
  return async ({ route }, next) => {
    const response = await next();
    if (route?.deprecation && !response.fault) {
      let headers = headersOf.get(route);
      if (!headers) headersOf.set(route, (headers = deprecationHeaders(route.deprecation, basePath)));
      Object.assign(response.headers, headers);
    }
    return response;
  };
}
