import { headerOf, type MockRequest, type MockResponse } from '../exchange/exchange.ts';
import type { Middleware } from '../exchange/compose.ts';
import type { RequestContext } from './request-context.ts';

export interface CorsOptions {
  /** Allowed origins: exact (`https://app.example`), any port (`http://localhost:*`) or `*`. */
  origins: readonly string[];
}

/** Local dev servers on any port, the default for a mock that a browser app calls. */
export const localOrigins = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
  'https://[::1]:*',
];

const exposedHeaders =
  'Deprecation, Sunset, Link, Location, WWW-Authenticate, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

/**
 * Decides CORS headers; a preflight is answered here, before authentication, since browsers send
 * it without credentials.
 * @example const cors = createCors({ origins: localOrigins }); cors.decorate(request, response)
 */
export function createCors({ origins }: CorsOptions) {
  const allows = (origin: string) => origins.some((pattern) => matchOrigin(pattern, origin));
  return {
    isPreflight: (request: MockRequest) =>
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined,
    preflightResponse(request: MockRequest, allowedMethods: readonly string[]): MockResponse {
      const origin = headerOf(request, 'origin');
      const headers: Record<string, string> = { vary: 'Origin' };
      if (origin !== undefined && allows(origin)) {
        Object.assign(headers, {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': allowedMethods.join(', '),
          'access-control-allow-headers': 'Authorization, Content-Type, Prefer, Animal-Store-Sandbox',
          'access-control-max-age': '600',
        });
      }
      return { status: 204, headers, body: null };
    },
    /** Adds the headers an actual (non-preflight) response needs. */
    decorate(request: MockRequest, response: MockResponse): MockResponse {
      if (response.fault) return response; // a dropped connection has no headers
      const { headers } = response;
      headers.vary = headers.vary === undefined ? 'Origin' : `${headers.vary}, Origin`;
      const origin = headerOf(request, 'origin');
      if (origin !== undefined && allows(origin)) {
        headers['access-control-allow-origin'] = origin;
        headers['access-control-expose-headers'] = exposedHeaders;
      }
      return response;
    },
  };
}

function matchOrigin(pattern: string, origin: string): boolean {
  if (pattern === '*' || pattern === origin) return true;
  if (!pattern.endsWith(':*')) return false;
  const prefix = pattern.slice(0, -1);
  return origin === prefix.slice(0, -1) || (origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length)));
}

/** Answers preflights before anything else (browsers send them without credentials); decorates the rest. */
export function corsLayer(origins: readonly string[]): Middleware<RequestContext> {
  const cors = createCors({ origins });
  return async (context, next) =>
    cors.isPreflight(context.request)
      ? cors.preflightResponse(context.request, context.allowedMethods())
      : cors.decorate(context.request, await next());
}
