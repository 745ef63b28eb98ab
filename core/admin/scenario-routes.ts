import { jsonResponse } from '../exchange/respond.ts';
import { builtinScenarios } from '../scenario/index.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/**
 * `GET /__admin/scenarios` lists the built-ins; `POST /__admin/scenario` with `{ "name": "sold-out" }` (a built-in) or a whole scenario;
 * `POST /__admin/scenario/undo` puts back what the last load replaced (a file-backed store keeps it);
 * `POST /__admin/reset` back to the start state; `GET /__admin/db` the state as a scenario file.
 */
export function scenarioRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/scenarios',
      handle: async () => jsonResponse(builtinScenarios.map(({ name, description }) => ({ name, description })) satisfies AdminAnswer<'listScenarios'>),
    },
    {
      method: 'POST',
      path: '/scenario',
      async handle({ body }) {
        const input = await body();
        const byName = isNameOnly(input) ? input.name : input;
        return jsonResponse((await controls.loadScenario(byName)) satisfies AdminAnswer<'loadScenario'>);
      },
    },
    { method: 'POST', path: '/scenario/undo', handle: async () => jsonResponse((await controls.undoScenario()) satisfies AdminAnswer<'undoScenario'>) },
    {
      method: 'POST',
      path: '/reset',
      async handle() {
        await controls.reset();
        return jsonResponse(controls.health() satisfies AdminAnswer<'reset'>);
      },
    },
    { method: 'GET', path: '/db', handle: async () => jsonResponse(controls.exportScenario() satisfies AdminAnswer<'exportState'>) },
  ];
}

function isNameOnly(input: unknown): input is { name: string } {
  return typeof input === 'object' && input !== null && Object.keys(input).length === 1 && typeof (input as { name?: unknown }).name === 'string';
}
