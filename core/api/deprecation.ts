import { ApiError } from '../exchange/errors.ts';
import type { Middleware } from '../exchange/compose.ts';
import type { Deprecation, RequestContext, Route } from './request-context.ts';

/**
 * The headers a deprecated operation sends on every response: `Deprecation` (RFC 9745, the date
 * it was deprecated), `Sunset` (RFC 8594) and a `Link` to its successor.
 * @example deprecationHeaders(getPet.deprecation, '/v1')
 */
export function deprecationHeaders(
  { since, sunset, successor }: Deprecation,
  basePath: string,
): Record<string, string> {
  return {
    deprecation: `@${Math.floor(since.getTime() / 1000)}`,
    sunset: sunset.toUTCString(),
    link: `<${basePath}${successor}>; rel="successor-version"`,
  };
}

/** From its sunset on, the operation is gone: 410, so clients can rehearse the removal. */
export function goneError({ sunset, successor }: Deprecation, basePath: string, nowMs: number): ApiError {
  return new ApiError({
    code: 'gone',
    message: `This operation was removed on ${sunset.toUTCString()}; use GET ${basePath}${successor} instead.`,
    fact: ['clock', nowMs, sunset.getTime()],
  });
}

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
