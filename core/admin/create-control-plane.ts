import type { RequestHandler } from '../app.ts';
import type { Middleware } from '../http/compose.ts';
import type { MockRequest } from '../http/exchange.ts';
import type { UnexpectedErrorListener } from '../layers/error-boundary.ts';
import type { Controls } from '../simulation/controls.ts';
import { createAdminApp } from './admin-app.ts';
import { createAdminRoutes, type AdminRoutesOptions } from './admin-routes.ts';

export interface ControlPlaneOptions extends AdminRoutesOptions {
  adminToken?: string | undefined;
  guards?: readonly Middleware<{ request: MockRequest }>[];
  onUnexpectedError?: UnexpectedErrorListener | undefined;
}

/** The control plane over one mock's controls: its routes, in the admin app. */
export function createControlPlane(controls: Controls, { adminToken, guards = [], onUnexpectedError, ...routeOptions }: ControlPlaneOptions): RequestHandler {
  return createAdminApp({
    routes: createAdminRoutes(controls, routeOptions),
    adminToken,
    guards,
    ...(onUnexpectedError && { onUnexpectedError }),
  });
}
