import { compose } from './http/compose.ts';
import { localOrigins } from './http/cors.ts';
import { readBodyBytes } from './http/json-body.ts';
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
import { journalBody, redactedHeaders } from './simulation/journal.ts';

export const basePath = '/v1';

export interface AppOptions {
  simulation: Simulation;
  /** Origins allowed by CORS; defaults to localhost on any port. */
  corsOrigins?: readonly string[];
  /** Told of every fault that became a 500, for the log. */
  onUnexpectedError?: (error: unknown, request: Request) => void;
}

/** A request handler as adapters call it: with the route they matched, or without (the app matches). */
export interface RequestHandler {
  handle(request: Request, matched?: { operationId: string; params: Record<string, string> }): Promise<Response>;
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
    async handle(request, matched) {
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
        query: queryObject(context?.url),
        headers: redactedHeaders(request.headers),
        body: journalBody(context?.body ?? null),
        status: response.type === 'error' ? null : response.status,
        fault: networkFaultOf(response) ?? null,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        rules: context?.fired ?? [],
      });
      return response;
    },
  };
}

function queryObject(url: URL | undefined): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  url?.searchParams.forEach((value, name) => {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  });
  return query;
}
