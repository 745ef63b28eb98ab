import { compose, type Middleware } from './http/compose.ts';
import { localOrigins } from './http/cors.ts';
import type { MockRequest, MockResponse } from './http/exchange.ts';
import { createRouteMatcher, type RouteInfo } from './http/route-matcher.ts';
import { authLayer } from './layers/auth-layer.ts';
import { corsLayer } from './layers/cors-layer.ts';
import { deprecationLayer } from './layers/deprecation-layer.ts';
import { errorBoundary, type UnexpectedErrorListener } from './layers/error-boundary.ts';
import { failureLayer } from './layers/failure-layer.ts';
import { headLayer } from './layers/head-layer.ts';
import { journalLayer } from './layers/journal-layer.ts';
import { routeGuard } from './layers/route-guard.ts';
import type { Proxy } from './proxy/create-proxy.ts';
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
  onUnexpectedError?: UnexpectedErrorListener;
  /** Checks after CORS and before auth (the sandbox header's, on a server with sandboxes). */
  beforeAuth?: readonly Middleware<RequestContext>[];
  /** Proxy mode: the operations it covers go upstream instead of to their local handler. */
  proxy?: Proxy | undefined;
}

/** Something that answers the core's requests: the API, or the control plane. */
export interface RequestHandler {
  handle(request: MockRequest): Promise<MockResponse>;
}

/** The whole API behaviour; adapters only translate to and from `MockRequest`/`MockResponse`. */
export interface App extends RequestHandler {
  basePath: string;
  /** Method, path (router syntax, under basePath) and operationId of each route. */
  routes: readonly RouteInfo[];
}

/**
 * The API as one composition: journal and HEAD wrap it, CORS preflights come before auth, one
 * error boundary turns every throw into an Error body, and one matcher decides every request.
 * @example
 * const app = createApp({ simulation: createSimulation({ store }) });
 * const response = await app.handle(request);
 */
export function createApp({ simulation, corsOrigins = localOrigins, onUnexpectedError = () => {}, beforeAuth = [], proxy }: AppOptions): App {
  const routes = [...createPetRoutes(simulation.store, basePath), ...createUnimplementedRoutes(basePath)];
  const match = createRouteMatcher(routes, basePath);
  const local = (context: RequestContext) => context.route!.handle(context);
  const run = compose<RequestContext>(
    [
      journalLayer(simulation.journal, simulation.clock),
      headLayer,
      corsLayer(corsOrigins),
      deprecationLayer(basePath),
      errorBoundary(onUnexpectedError),
      ...beforeAuth,
      authLayer(simulation.apiKeys),
      failureLayer(simulation),
      routeGuard(basePath, simulation.clock.nowMs),
    ],
    proxy ? (context) => (proxy.covers(context.route!) ? proxy.forward(context) : local(context)) : local,
  );

  return {
    basePath,
    routes: routes.map(({ operationId, method, path }) => ({ operationId, method, path })),
    handle(request) {
      const { route, params, allowedMethods } = match(request.method, request.path);
      return run({ request, route, params, allowedMethods, fired: [] });
    },
  };
}
