import type { RequestHandler } from '../exchange/exchange.ts';
import type { Middleware } from '../exchange/compose.ts';
import type { UnexpectedErrorListener } from '../exchange/error-boundary.ts';
import type { Controls } from './controls.ts';
import { createAdminApp } from './admin-app.ts';
import type { AdminContext, AdminRoute } from './admin-context.ts';
import { createAdminRoutes, type AdminRoutesOptions } from './admin-routes.ts';

export interface ControlPlaneOptions extends AdminRoutesOptions {
  adminToken?: string | undefined;
  allowedHosts?: readonly string[] | undefined;
  /** A server's sandboxes: the layers in front of the control plane, and the registry's own routes. */
  sandboxes?:
    | { dispatch: Middleware<AdminContext>; guard: Middleware<AdminContext>; routes: readonly AdminRoute[] }
    | undefined;
  onUnexpectedError?: UnexpectedErrorListener | undefined;
  /** Routes the server adds (`/mcp`). */
  routes?: readonly AdminRoute[] | undefined;
}

/** The control plane over one mock's controls: its routes, in the admin app. */
export function createControlPlane(
  controls: Controls,
  { adminToken, allowedHosts, sandboxes, onUnexpectedError, routes = [], ...routeOptions }: ControlPlaneOptions,
): RequestHandler {
  return createAdminApp({
    routes: [...createAdminRoutes(controls, routeOptions), ...(sandboxes?.routes ?? []), ...routes],
    adminToken,
    allowedHosts,
    sandboxes,
    ...(onUnexpectedError && { onUnexpectedError }),
  });
}
