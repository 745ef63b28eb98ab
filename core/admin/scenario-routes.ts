import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** The scenario operations of the control plane, by their operationId: what the routes and the in-process MCP tools call. */
export function scenarioOperations(controls: Controls) {
  return {
    // Loaded when listed: a server start reads no built-in scenario it was not asked for.
    listScenarios: async (): Promise<AdminAnswer<'listScenarios'>> =>
      (await import('../scenario/builtin-scenarios.ts')).builtinScenarios.map(({ name, description }) => ({
        name,
        description,
      })),
    /** A built-in by name (`{ "name": "sold-out" }`) or a whole scenario; anything else is its `invalid_scenario`. */
    loadScenario: async (input: unknown): Promise<AdminAnswer<'loadScenario'>> =>
      controls.loadScenario(isNameOnly(input) ? input.name : input),
    undoScenario: (): Promise<AdminAnswer<'undoScenario'>> => controls.undoScenario(),
    reset: async (): Promise<AdminAnswer<'reset'>> => {
      await controls.reset();
      return controls.health();
    },
    exportState: (): AdminAnswer<'exportState'> => controls.exportScenario(),
  };
}

/**
 * `GET /__admin/scenarios` lists the built-ins; `POST /__admin/scenario` with `{ "name": "sold-out" }` (a built-in) or a whole scenario;
 * `POST /__admin/scenario/undo` puts back what the last load replaced (a file-backed store keeps it);
 * `POST /__admin/reset` back to the start state; `GET /__admin/db` the state as a scenario file.
 */
export function scenarioRoutes(controls: Controls): AdminRoute[] {
  const run = scenarioOperations(controls);
  return [
    { method: 'GET', path: '/scenarios', handle: async () => jsonResponse(await run.listScenarios()) },
    {
      method: 'POST',
      path: '/scenario',
      handle: async ({ body }) => jsonResponse(await run.loadScenario(await body())),
    },
    { method: 'POST', path: '/scenario/undo', handle: async () => jsonResponse(await run.undoScenario()) },
    { method: 'POST', path: '/reset', handle: async () => jsonResponse(await run.reset()) },
    { method: 'GET', path: '/db', handle: async () => jsonResponse(run.exportState()) },
  ];
}

function isNameOnly(input: unknown): input is { name: string } {
  return (
    typeof input === 'object' &&
    input !== null &&
    Object.keys(input).length === 1 &&
    typeof (input as { name?: unknown }).name === 'string'
  );
}
