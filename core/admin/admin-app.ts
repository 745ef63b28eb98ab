import type { RequestHandler } from '../exchange/exchange.ts';
import { ApiError } from '../exchange/errors.ts';
import { compose, type Middleware } from '../exchange/compose.ts';
import { allowedHostsGuard } from '../exchange/allowed-hosts.ts';
import { headerOf } from '../exchange/exchange.ts';
import { parseJsonBody } from '../exchange/json-body.ts';
import { createRouteMatcher } from '../exchange/route-matcher.ts';
import { errorBoundary, type UnexpectedErrorListener } from '../exchange/error-boundary.ts';
import { guardLayer, type Guard } from '../exchange/guard.ts';
import { authenticateAdmin } from './admin-auth.ts';
import { adminBasePath } from '../exchange/served-paths.ts';
import { adminOperationTable } from './admin-operation-table.generated.ts';
import { checkAdminInput } from './admin-input.ts';
import type { AdminContext, AdminRoute } from './admin-context.ts';
import { refuseForeignChange } from './same-origin-guard.ts';

export { adminBasePath };

export interface AdminAppOptions {
  routes: readonly AdminRoute[];
  /** When set, every admin request must carry it (as a bearer, or as the password of Basic). */
  adminToken?: string | undefined;
  /** Host names served besides IP literals and localhost; undefined: any. */
  allowedHosts?: readonly string[] | undefined;
  onUnexpectedError?: UnexpectedErrorListener;
  /** A server's sandboxes: their dispatch first, their guard before the token's check. */
  sandboxes?: { dispatch: Middleware<AdminContext>; guard: Middleware<AdminContext> } | undefined;
}

/**
 * The control plane's own guards, in order: the admin token (when one is set), then changes from
 * its own pages or tools only. Its chain runs them; a sandbox runs the same list before it lets a
 * request into its own control plane.
 */
export function adminGuards(adminToken: string | undefined): Guard[] {
  if (adminToken === undefined) return [refuseForeignChange];
  return [(request) => authenticateAdmin(headerOf(request, 'authorization'), adminToken), refuseForeignChange];
}

/**
 * The control plane under `/__admin`: JSON in and out, the same Error body as the API.
 * @example createAdminApp({ routes: createAdminRoutes(controls) }).handle(request)
 */
export function createAdminApp({
  routes,
  adminToken,
  allowedHosts,
  onUnexpectedError = () => {},
  sandboxes,
}: AdminAppOptions): RequestHandler {
  const match = createRouteMatcher(
    routes.map((route) => ({ ...route, ...adminOperationTable[route.operationId] })),
    adminBasePath,
  );

  const layers: Middleware<AdminContext>[] = [
    ...(allowedHosts ? [allowedHostsGuard(allowedHosts)] : []),
    ...(sandboxes ? [sandboxes.dispatch, sandboxes.guard] : []),
    ...adminGuards(adminToken).map(guardLayer),
  ];
  const run = compose(
    layers,
    async (context: AdminContext) => {
      const { request } = context;
      const { route, allowedMethods, params } = match(request.method, request.path);
      if (!route) {
        const allowed = allowedMethods();
        if (allowed.length === 0)
          throw new ApiError({ code: 'not_found', message: `No such admin path: ${request.path}.` });
        throw new ApiError({
          code: 'method_not_allowed',
          message: `${request.method} is not allowed on ${request.path}.`,
          headers: {
            allow: allowed.join(', '),
          },
        });
      }
      context.params = params;
      context.query = await checkAdminInput(
        route.rawBody ? { query: route.query } : route,
        request.query,
        context.body,
      );
      return route.handle(context);
    },
    errorBoundary<AdminContext>(onUnexpectedError),
  );

  return {
    handle: (request) => {
      // Parsed once, whether the table's check or the handler reads it first.
      let parsed: Promise<unknown> | undefined;
      const readBody = async () => (request.body === null || request.body.length === 0 ? null : parseJsonBody(request));
      return run({ request, params: {}, query: {}, body: () => (parsed ??= readBody()) });
    },
  };
}
