import { ApiError } from '../errors.ts';
import { compose, type Middleware } from '../http/compose.ts';
import { parseJsonBody, readBodyBytes } from '../http/json-body.ts';
import { createRouteMatcher } from '../http/route-matcher.ts';
import { errorBoundary, errorResponse } from '../layers/error-boundary.ts';
import type { HandleOptions } from '../app.ts';
import { authenticateAdmin } from './admin-auth.ts';
import type { AdminContext, AdminRoute } from './admin-context.ts';
import { sameOriginGuard } from './same-origin-guard.ts';

export const adminBasePath = '/__admin';

export interface AdminAppOptions {
  routes: readonly AdminRoute[];
  /** When set, every admin request must carry it (as a bearer, or as the password of Basic). */
  adminToken?: string | undefined;
  onUnexpectedError?: (error: unknown, request: Request) => void;
}

/**
 * The control plane under `/__admin`: JSON in and out, the same Error body as the API.
 * @example createAdminApp({ routes: createAdminRoutes(controls) }).handle(request)
 */
export function createAdminApp({ routes, adminToken, onUnexpectedError = () => {} }: AdminAppOptions) {
  const table = routes.map((route) => ({ ...route, operationId: `${route.method} ${route.path}` }));
  const match = createRouteMatcher(table, adminBasePath);

  const tokenGuard: Middleware<AdminContext> = async ({ request }, next) => {
    if (adminToken !== undefined) authenticateAdmin(request.headers, adminToken);
    return next();
  };

  const run = compose([errorBoundary<AdminContext>(onUnexpectedError), tokenGuard, sameOriginGuard], async (context: AdminContext) => {
    const { route, allowedMethods, params } = match(context.request.method, context.url.pathname);
    if (!route) {
      if (allowedMethods.length === 0) throw new ApiError('not_found', `No such admin path: ${context.url.pathname}.`);
      throw new ApiError('method_not_allowed', `${context.request.method} is not allowed on ${context.url.pathname}.`, {
        allow: allowedMethods.join(', '),
      });
    }
    context.params = params;
    return route.handle(context);
  });

  return {
    async handle(request: Request, { signal = request.signal }: HandleOptions = {}): Promise<Response> {
      try {
        const bytes = await readBodyBytes(request);
        return await run({
          request,
          url: new URL(request.url),
          params: {},
          signal,
          body: async () => (bytes === null || bytes.length === 0 ? null : parseJsonBody(request.headers, bytes)),
        });
      } catch (error) {
        return errorResponse(error, request, onUnexpectedError);
      }
    },
  };
}

export type AdminApp = ReturnType<typeof createAdminApp>;
