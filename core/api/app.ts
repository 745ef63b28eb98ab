import { compose, type Middleware } from '../exchange/compose.ts';
import type { RequestHandler } from '../exchange/exchange.ts';
import { matchApiOperation, type RouteInfo } from '../exchange/route-matcher.ts';
import { allowedHostsGuard } from '../exchange/allowed-hosts.ts';
import { authLayer } from './auth.ts';
import { basePath } from '../contract/interface-facts.ts';
import { corsLayer } from './cors.ts';
import { coverageLayer } from './coverage.ts';
import { deprecationLayer } from './deprecation.ts';
import { errorBoundary, type UnexpectedErrorListener } from '../exchange/error-boundary.ts';
import { failureLayer } from './failure-injection.ts';
import { headLayer } from './head.ts';
import { journalLayer } from './journal.ts';
import { routeGuard } from './route-guard.ts';
import type { Proxy } from '../state/create-proxy.ts';
import { recordDecision, type RequestContext } from './request-context.ts';
import { ApiError } from '../exchange/errors.ts';
import type { ProxyLocalFact } from '../exchange/decision-facts.ts';
import { createPetRoutes } from './pet-routes.ts';
import { createUnimplementedRoutes } from './unimplemented-routes.ts';
import type { Simulation } from '../state/create-simulation.ts';
import type { CaughtUp, TimedChanges } from '../state/timed-changes.ts';

export { basePath };

const answeredHere: ProxyLocalFact = ['proxy', 'local'];

export interface AppOptions {
  simulation: Simulation;
  /** Origins allowed by CORS (the default is `mockDefaults.corsOrigins`). */
  corsOrigins: readonly string[];
  /** Told of every fault that became a 500, for the log. */
  onUnexpectedError?: UnexpectedErrorListener;
  /**
   * A server's sandboxes: `dispatch` comes first (a request naming a sandbox is answered by its
   * mock), `guard` after CORS and before auth (refuses an invalid name).
   */
  sandboxes?: { dispatch: Middleware<RequestContext>; guard: Middleware<RequestContext> } | undefined;
  /** Proxy mode: the operations it covers go upstream instead of to their local handler. */
  proxy?: Proxy | undefined;
  /** Changes the clock brings: what is due by the clock's time is applied before an answer is made. */
  timed?: TimedChanges | undefined;
  /** Host names served besides IP literals and localhost (see `MockOptions.allowedHosts`); undefined: any. */
  allowedHosts?: readonly string[] | undefined;
}

/** The whole API behaviour; adapters only translate to and from `MockRequest`/`MockResponse`. */
export interface App extends RequestHandler {
  basePath: string;
  /** Method, path (router syntax, under basePath) and operationId of each route. */
  routes: readonly RouteInfo[];
}

/**
 * The API as one composition: one matcher decides every request; one catch point (the error
 * boundary, in `compose`) turns every throw into an Error body; the journal and HEAD see the final
 * answer; CORS preflights are answered before auth.
 * @example
 * const app = createApp({ simulation: createSimulation({ store }) });
 * const response = await app.handle(request);
 */
export function createApp({
  simulation,
  corsOrigins,
  onUnexpectedError = () => {},
  sandboxes,
  proxy,
  allowedHosts,
  timed,
}: AppOptions): App {
  const routes = [
    ...createPetRoutes(simulation.store, basePath, timed?.departed),
    ...createUnimplementedRoutes(basePath),
  ];
  // The one matcher decides the operation; this mock's handler of it is looked up by its id.
  const handlerOf = new Map(routes.map((route) => [route.operationId, route]));
  const local = (context: RequestContext) => context.route!.handle(context);
  const answer = proxy
    ? (context: RequestContext) =>
        proxy.covers(context.route!) ? proxy.forward(context) : (recordDecision(context, answeredHere), local(context))
    : local;
  const boundary = errorBoundary<RequestContext>(onUnexpectedError);
  const run = compose<RequestContext>(
    [
      ...(allowedHosts ? [allowedHostsGuard(allowedHosts)] : []),
      ...(sandboxes ? [sandboxes.dispatch] : []),
      journalLayer(simulation),
      headLayer,
      corsLayer(corsOrigins),
      coverageLayer(simulation.coverage),
      deprecationLayer(basePath),
      ...(sandboxes ? [sandboxes.guard] : []),
      authLayer(simulation.apiKeys),
      failureLayer(simulation),
      routeGuard(basePath, simulation.clock.nowMs),
    ],
    // Timed changes catch up before the answer; nothing due costs one comparison.
    timed ? (context) => caughtUp(timed.catchUp(), context) : answer,
    // The one catch point: a refusal's fact joins the explanation where it was thrown.
    (error, context) => {
      if (error instanceof ApiError && error.fact) recordDecision(context, error.fact);
      return boundary(error, context);
    },
  );

  /** The answer after the catch-up, if one was due; one that applied events joins the explanation. */
  function caughtUp(caught: CaughtUp | undefined, context: RequestContext) {
    if (!caught) return answer(context);
    if (caught.fact) recordDecision(context, caught.fact);
    return caught.written.then(() => answer(context));
  }

  return {
    basePath,
    routes: routes.map(({ operationId, method, path }) => ({ operationId, method, path })),
    handle(request, arrival) {
      const { route: operation, params, allowedMethods } = matchApiOperation(request.method, request.path);
      const route = operation && handlerOf.get(operation.operationId);
      return run({
        request,
        route,
        params,
        allowedMethods,
        fired: [],
        host: arrival?.host,
        arrival,
        decisions: undefined,
      });
    },
  };
}
