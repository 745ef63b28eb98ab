import { http, type HttpHandler } from 'msw';
import type { AnimalStore } from './create-animal-store.ts';

export interface HandlerOptions {
  /**
   * Base URL(s) to intercept, each ending in the base path (`https://api.example/v1`).
   * By default any origin whose path starts with `/v1` is intercepted.
   */
  baseUrl?: string | readonly string[];
}

/**
 * MSW handlers for every operation, `/store/orders` and a catch-all under the base path; each one
 * hands the request to the shared core. Override one route with `server.use(...)` as usual.
 * @example setupServer(...createHandlers(await createAnimalStore()))
 */
export function createHandlers({ app }: AnimalStore, { baseUrl }: HandlerOptions = {}): HttpHandler[] {
  const bases = baseUrl === undefined ? [`*${app.basePath}`] : (typeof baseUrl === 'string' ? [baseUrl] : baseUrl).map((base) => base.replace(/\/$/, ''));
  // MSW's `*` also spans path segments (`*/v1` matches `/api/v1`); by default only paths that
  // start with the base path are ours, the rest fall through to the next handler or the network.
  const ours = baseUrl === undefined ? (request: Request) => isUnder(new URL(request.url).pathname, app.basePath) : () => true;
  return bases.flatMap((base) => [
    ...app.routes.map(({ method, path, operationId }) =>
      http[method.toLowerCase() as 'get' | 'post'](`${base}${path}`, ({ request, params }) =>
        ours(request) ? app.handle(request, { route: { operationId, params: stringParams(params) } }) : undefined,
      ),
    ),
    http.all(base, ({ request }) => (ours(request) ? app.handle(request) : undefined)),
    http.all(`${base}/*`, ({ request }) => (ours(request) ? app.handle(request) : undefined)),
  ]);
}

const isUnder = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}
