import { compose } from './http/compose.ts';
import { localOrigins } from './http/cors.ts';
import { readBodyBytes } from './http/json-body.ts';
import { jsonBodyTextOf } from './http/json-response.ts';
import { networkFaultOf } from './http/network-fault.ts';
import { createRouteMatcher, type RouteInfo } from './http/route-matcher.ts';
import { authLayer } from './layers/auth-layer.ts';
import { corsLayer } from './layers/cors-layer.ts';
import { deprecationLayer } from './layers/deprecation-layer.ts';
import { errorBoundary, errorResponse } from './layers/error-boundary.ts';
import { failureLayer } from './layers/failure-layer.ts';
import { routeGuard } from './layers/route-guard.ts';
import type { RequestContext } from './request-context.ts';
import { createPetRoutes } from './routes/pet-routes.ts';
import { createUnimplementedRoutes } from './routes/unimplemented-routes.ts';
import type { Simulation } from './simulation/create-simulation.ts';

export const basePath = '/v1';

export interface AppOptions {
  simulation: Simulation;
  /** Origins allowed by CORS; defaults to localhost on any port. */
  corsOrigins?: readonly string[];
  /** Told of every fault that became a 500, for the log. */
  onUnexpectedError?: (error: unknown, request: Request) => void;
}

/** How an adapter hands over a request. */
export interface HandleOptions {
  /** The route the adapter matched; without one the app matches itself (404, 405, preflights). */
  route?: { operationId: string; params: Record<string, string> } | undefined;
  /**
   * Aborts when the client goes away, ending the app's waits early; defaults to `request.signal`.
   * (A server adapter passes its own: a Request built with a signal costs ~100 µs in undici.)
   */
  signal?: AbortSignal | undefined;
}

/** A request handler as adapters call it. */
export interface RequestHandler {
  handle(request: Request, options?: HandleOptions): Promise<Response>;
}

/** The whole API behaviour as `Request -> Response`; adapters only translate. */
export interface App extends RequestHandler {
  basePath: string;
  /** What adapters register: method, path (router syntax, under basePath) and operationId. */
  routes: readonly RouteInfo[];
}

/**
 * @example
 * const app = createApp({ simulation: createSimulation({ store }) });
 * const response = await app.handle(new Request('http://localhost/v1/pets', { headers: { authorization: 'Bearer k' } }));
 */
export function createApp({ simulation, corsOrigins = localOrigins, onUnexpectedError = () => {} }: AppOptions): App {
  const routes = [...createPetRoutes(simulation.store, basePath), ...createUnimplementedRoutes(basePath)];
  const byOperationId = new Map(routes.map((route) => [route.operationId, route]));
  const match = createRouteMatcher(routes, basePath);
  const now = () => simulation.clock.now();
  const run = compose(
    [
      corsLayer(corsOrigins),
      deprecationLayer(basePath),
      errorBoundary<RequestContext>(onUnexpectedError),
      authLayer(simulation.apiKeys),
      failureLayer(simulation),
      routeGuard(basePath, now),
    ],
    (context: RequestContext) => context.route!.handle(context),
  );

  return {
    basePath,
    routes: routes.map(({ operationId, method, path }) => ({ operationId, method, path })),
    async handle(request, { route: matched, signal = request.signal } = {}) {
      const started = performance.now();
      const arrived = now().toISOString();
      let context: RequestContext | undefined;
      let response: Response;
      try {
        const url = new URL(request.url);
        const found = matched ? undefined : match(request.method, url.pathname);
        context = {
          request,
          url,
          body: await readBodyBytes(request),
          route: matched ? byOperationId.get(matched.operationId) : found?.route,
          params: matched?.params ?? found?.params ?? {},
          allowedMethods: () => (found ?? match(request.method, url.pathname)).allowedMethods,
          signal,
          fired: [],
        };
        response = await run(context);
        if (request.method === 'HEAD' && response.type !== 'error') response = new Response(null, response);
      } catch (error) {
        response = errorResponse(error, request, onUnexpectedError);
      }
      simulation.journal.record({
        time: arrived,
        method: request.method,
        path: context?.url.pathname ?? request.url,
        search: context?.url.search ?? '',
        headers: request.headers,
        body: context?.body ?? null,
        status: response.type === 'error' ? null : response.status,
        fault: networkFaultOf(response) ?? null,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        rules: context?.fired ?? [],
        response: response.type === 'error' ? null : { headers: response.headers, body: jsonBodyTextOf(response) },
      });
      return response;
    },
  };
}
