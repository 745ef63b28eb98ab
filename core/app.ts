import { ApiError } from './errors.ts';
import { authenticate } from './http/auth.ts';
import { compose, type Middleware } from './http/compose.ts';
import { createCors, localOrigins } from './http/cors.ts';
import { assertNotSunset, deprecationHeaders } from './http/deprecation.ts';
import { createRouteMatcher, type RouteInfo } from './http/route-matcher.ts';
import type { RequestContext, Route } from './request-context.ts';
import { createPetRoutes } from './routes/pet-routes.ts';
import { createUnimplementedRoutes } from './routes/unimplemented-routes.ts';
import type { PetStore } from './store/pet-store.ts';

export const basePath = '/v1';

export interface AppOptions {
  store: PetStore;
  /** Accepted API keys; empty accepts any non-empty bearer token. */
  apiKeys?: readonly string[];
  /** Origins allowed by CORS; defaults to localhost on any port. */
  corsOrigins?: readonly string[];
  /** The simulated time; defaults to the real clock. */
  now?: () => Date;
  /** Told of every fault that became a 500, for the log. */
  onUnexpectedError?: (error: unknown, request: Request) => void;
}

/** The whole behaviour of the mock as `Request -> Response`; adapters only translate. */
export interface App {
  basePath: string;
  /** What adapters register: method, path (router syntax, under basePath) and operationId. */
  routes: readonly RouteInfo[];
  /**
   * Answers a request. Pass the route an adapter matched; without one the app matches itself
   * (adapters send unmatched requests this way, for 404, 405 and preflights).
   */
  handle(request: Request, matched?: { operationId: string; params: Record<string, string> }): Promise<Response>;
}

/**
 * @example
 * const app = createApp({ store });
 * const response = await app.handle(new Request('http://localhost/v1/pets', { headers: { authorization: 'Bearer k' } }));
 */
export function createApp({
  store,
  apiKeys = [],
  corsOrigins = localOrigins,
  now = () => new Date(),
  onUnexpectedError = () => {},
}: AppOptions): App {
  const routes = [...createPetRoutes(store, basePath), ...createUnimplementedRoutes(basePath)];
  const byOperationId = new Map(routes.map((route) => [route.operationId, route]));
  const match = createRouteMatcher(routes, basePath);
  const cors = createCors({ origins: corsOrigins });

  const corsLayer: Middleware<RequestContext> = async (context, next) =>
    cors.isPreflight(context.request)
      ? cors.preflightResponse(context.request, context.allowedMethods())
      : cors.decorate(context.request, await next());

  const deprecationLayer: Middleware<RequestContext> = async ({ route }, next) => {
    const response = await next();
    if (route?.deprecation && response.type !== 'error') {
      for (const [name, value] of Object.entries(deprecationHeaders(route.deprecation, basePath))) response.headers.set(name, value);
    }
    return response;
  };

  const errorBoundary: Middleware<RequestContext> = async ({ request }, next) => {
    try {
      return await next();
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      onUnexpectedError(error, request);
      return new ApiError('internal_error', 'The mock failed unexpectedly; the fault is logged by the server.').toResponse();
    }
  };

  const authLayer: Middleware<RequestContext> = async (context, next) => {
    context.apiKey = authenticate(context.request.headers, { apiKeys });
    return next();
  };

  const routeGuard: Middleware<RequestContext> = async ({ route, url, request, allowedMethods }, next) => {
    if (route) {
      if (route.deprecation) assertNotSunset(route.deprecation, now(), basePath);
      return next();
    }
    const allowed = allowedMethods();
    if (allowed.length === 0) throw new ApiError('not_found', `No such path: ${url.pathname}.`);
    throw new ApiError('method_not_allowed', `${request.method} is not allowed on ${url.pathname}; use ${allowed.join(', ')}.`, {
      allow: allowed.join(', '),
    });
  };

  const run = compose([corsLayer, deprecationLayer, errorBoundary, authLayer, routeGuard], (context: RequestContext) =>
    context.route!.handle(context),
  );

  return {
    basePath,
    routes: routes.map(({ operationId, method, path }) => ({ operationId, method, path })),
    async handle(request, matched) {
      try {
        const url = new URL(request.url);
        const found = matched ? undefined : match(request.method, url.pathname);
        const route: Route | undefined = matched ? byOperationId.get(matched.operationId) : found?.route;
        const context: RequestContext = {
          request,
          url,
          route,
          params: matched?.params ?? found?.params ?? {},
          allowedMethods: () => (found ?? match(request.method, url.pathname)).allowedMethods,
        };
        const response = await run(context);
        return request.method === 'HEAD' ? new Response(null, response) : response;
      } catch (error) {
        onUnexpectedError(error, request);
        return new ApiError('internal_error', 'The mock failed unexpectedly; the fault is logged by the server.').toResponse();
      }
    },
  };
}
