import type { RecordingSink } from '../state/recording.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import { clockRoutes } from './clock-routes.ts';
import { coverageRoutes } from './coverage-routes.ts';
import { dashboardRoutes, type DashboardAssets } from './dashboard-routes.ts';
import { eventsRoutes } from './events-routes.ts';
import { explainRoutes } from './explain-routes.ts';
import { failureRoutes } from './failure-routes.ts';
import { harRoutes } from './har-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { journalRoutes } from './journal-routes.ts';
import { pactRoutes } from './pact-routes.ts';
import { proxyRoutes } from './proxy-routes.ts';
import { resilienceRoutes } from './resilience-routes.ts';
import { scenarioRoutes } from './scenario-routes.ts';
import { memoryStorage, storeRoutes, type StorageInfo } from './store-routes.ts';
import { worldRoutes } from './world-routes.ts';

export interface AdminRoutesOptions {
  /** Where the data lives, for the store summary (default: in memory). */
  storage?: () => Promise<StorageInfo>;
  /** The built dashboard; without it `/ui` says how to build it. */
  dashboard?: DashboardAssets | undefined;
  /** Ends the live event streams (the server is stopping). */
  shutdown?: AbortSignal;
  /** Opens a recording file named over HTTP; without it, `POST /recording` says no file can be written. */
  openRecording?: (file: string) => RecordingSink | null;
}

/** Every route of the control plane, over one set of controls. */
export function createAdminRoutes(
  controls: Controls,
  {
    storage = memoryStorage,
    dashboard,
    shutdown = new AbortController().signal,
    openRecording,
  }: AdminRoutesOptions = {},
): AdminRoute[] {
  return [
    ...healthRoutes(controls),
    ...scenarioRoutes(controls),
    ...storeRoutes(controls.store, storage),
    ...failureRoutes(controls),
    ...journalRoutes(controls),
    ...explainRoutes(controls),
    ...harRoutes(controls),
    ...eventsRoutes(controls, shutdown),
    ...clockRoutes(controls),
    ...worldRoutes(controls),
    ...proxyRoutes(controls, openRecording),
    ...coverageRoutes(controls),
    ...resilienceRoutes(controls),
    ...pactRoutes(controls),
    ...dashboardRoutes(dashboard),
  ];
}
