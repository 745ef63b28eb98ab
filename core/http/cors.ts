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

const exposedHeaders = 'Deprecation, Sunset, Link, Location, WWW-Authenticate, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset';

/**
 * Decides CORS headers; a preflight is answered here, before authentication, since browsers send
 * it without credentials.
 * @example const cors = createCors({ origins: localOrigins }); cors.headersFor(request)
 */
export function createCors({ origins }: CorsOptions) {
  const allows = (origin: string) => origins.some((pattern) => matchOrigin(pattern, origin));

  return {
    isPreflight: (request: Request) =>
      request.method === 'OPTIONS' && request.headers.has('access-control-request-method'),

    preflightResponse(request: Request, allowedMethods: readonly string[]): Response {
      const origin = request.headers.get('origin');
      const headers: Record<string, string> = { vary: 'Origin' };
      if (origin !== null && allows(origin)) {
        Object.assign(headers, {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': allowedMethods.join(', '),
          'access-control-allow-headers': 'Authorization, Content-Type, Prefer',
          'access-control-max-age': '600',
        });
      }
      return new Response(null, { status: 204, headers });
    },

    /** Adds the headers an actual (non-preflight) response needs. */
    decorate(request: Request, response: Response): Response {
      const origin = request.headers.get('origin');
      if (response.type === 'error') return response; // a dropped connection has no headers
      response.headers.append('vary', 'Origin');
      if (origin !== null && allows(origin)) {
        response.headers.set('access-control-allow-origin', origin);
        response.headers.set('access-control-expose-headers', exposedHeaders);
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
