import type { Middleware } from '../http/compose.ts';
import { deprecationHeaders } from '../http/deprecation.ts';
import type { RequestContext, Route } from '../request-context.ts';

/** Every answer of a deprecated operation, errors included, says so. */
export function deprecationLayer(basePath: string): Middleware<RequestContext> {
  // The headers depend on the route alone: built once per route, not per request.
  const headersOf = new Map<Route, [string, string][]>();
  return async ({ route }, next) => {
    const response = await next();
    if (route?.deprecation && response.type !== 'error') {
      let headers = headersOf.get(route);
      if (!headers) headersOf.set(route, (headers = Object.entries(deprecationHeaders(route.deprecation, basePath))));
      for (const [name, value] of headers) response.headers.set(name, value);
    }
    return response;
  };
}
