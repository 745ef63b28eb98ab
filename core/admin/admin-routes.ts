import type { Controls } from '../simulation/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import { clockRoutes } from './clock-routes.ts';
import { failureRoutes } from './failure-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { journalRoutes } from './journal-routes.ts';
import { scenarioRoutes } from './scenario-routes.ts';

/** Every route of the control plane, over one set of controls. */
export function createAdminRoutes(controls: Controls): AdminRoute[] {
  return [...healthRoutes(controls), ...scenarioRoutes(controls), ...failureRoutes(controls), ...journalRoutes(controls), ...clockRoutes(controls)];
}
