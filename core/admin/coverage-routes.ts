import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** Coverage's operations, by their operationId: what the routes and the in-process MCP tools call. */
export function coverageOperations(controls: Controls) {
  return {
    getCoverage: (): AdminAnswer<'getCoverage'> => controls.coverage(),
    resetCoverage(): AdminAnswer<'resetCoverage'> {
      controls.resetCoverage();
      return controls.coverage();
    },
  };
}

/** `/__admin/coverage`: which answers and injected failures this mock gave; DELETE counts afresh and answers the zeroed counts. */
export function coverageRoutes(controls: Controls): AdminRoute[] {
  const run = coverageOperations(controls);
  return [
    { operationId: 'getCoverage', handle: async () => jsonResponse(run.getCoverage()) },
    { operationId: 'resetCoverage', handle: async () => jsonResponse(run.resetCoverage()) },
  ];
}
