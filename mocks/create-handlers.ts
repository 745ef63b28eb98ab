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
export function createHandlers({ app }: AnimalStore, { baseUrl = `*${app.basePath}` }: HandlerOptions = {}): HttpHandler[] {
  const bases = (typeof baseUrl === 'string' ? [baseUrl] : baseUrl).map((base) => base.replace(/\/$/, ''));
  return bases.flatMap((base) => [
    ...app.routes.map(({ method, path, operationId }) =>
      http[method.toLowerCase() as 'get' | 'post'](`${base}${path}`, ({ request, params }) =>
        app.handle(request, { operationId, params: stringParams(params) }),
      ),
    ),
    http.all(base, ({ request }) => app.handle(request)),
    http.all(`${base}/*`, ({ request }) => app.handle(request)),
  ]);
}

function stringParams(params: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
}
