import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer, AdminQuery } from '../../spec/admin-types.ts';

/** The scenario operations of the control plane, by their operationId: what the routes and the in-process MCP tools call. */
export function scenarioOperations(controls: Controls) {
  return {
    // Loaded when listed: a server start reads no built-in scenario it was not asked for.
    listScenarios: async (): Promise<AdminAnswer<'listScenarios'>> =>
      (await import('../store/builtin-scenarios.ts')).builtinScenarios.map(({ name, description }) => ({
        name,
        description,
      })),
    /** A built-in by name (`{ "name": "sold-out" }`) or a whole scenario; anything else is its `invalid_scenario`. */
    loadScenario: async (
      input: unknown,
      { paused = false }: { paused?: boolean } = {},
    ): Promise<AdminAnswer<'loadScenario'>> =>
      controls.loadScenario(isNameOnly(input) ? input.name : input, 'inline', { paused }),
    undoScenario: (): Promise<AdminAnswer<'undoScenario'>> => controls.undoScenario(),
    reset: async (): Promise<AdminAnswer<'reset'>> => {
      await controls.reset();
      return controls.health();
    },
    exportState: (): AdminAnswer<'exportState'> => controls.exportScenario(),
    /** The mock now, or with `at` just before that journal entry; writes nothing. */
    getSnapshot: ({ at }: { at?: number | undefined } = {}): AdminAnswer<'getSnapshot'> => controls.snapshot({ at }),
  };
}

/**
 * `GET /__admin/scenarios` lists the built-ins; `POST /__admin/scenario` with `{ "name": "sold-out" }` (a built-in) or a whole scenario;
 * `POST /__admin/scenario/undo` puts back what the last load replaced (a file-backed store keeps it);
 * `POST /__admin/reset` back to the start state; `GET /__admin/db` and `GET /__admin/snapshot[?at=<id>]` the state as a snapshot.
 */
export function scenarioRoutes(controls: Controls): AdminRoute[] {
  const run = scenarioOperations(controls);
  return [
    { operationId: 'listScenarios', handle: async () => jsonResponse(await run.listScenarios()) },
    {
      operationId: 'loadScenario',
      handle: async ({ body, query }) =>
        jsonResponse(await run.loadScenario(await body(), { paused: query.paused === 'true' })),
    },
    {
      operationId: 'getSnapshot',
      handle: async ({ query }) => jsonResponse(run.getSnapshot(query as AdminQuery<'getSnapshot'>)),
    },
    { operationId: 'undoScenario', handle: async () => jsonResponse(await run.undoScenario()) },
    { operationId: 'reset', handle: async () => jsonResponse(await run.reset()) },
    { operationId: 'exportState', handle: async () => jsonResponse(run.exportState()) },
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
