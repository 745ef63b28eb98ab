import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** The failure rules' operations, by their operationId: what the routes and the in-process MCP tools call. */
export function failureOperations(controls: Controls) {
  return {
    listFailures: (): AdminAnswer<'listFailures'> => controls.failures.list(),
    /** One rule (answered alone) or a list (answered as one); all are checked before any is added. */
    addFailures: (input: unknown): AdminAnswer<'addFailures', 201> =>
      Array.isArray(input) ? controls.failures.add(input) : controls.failures.add([input])[0]!,
    clearFailures: (): AdminAnswer<'clearFailures'> => ({ removed: controls.failures.clear() }),
    removeFailure(id: string): AdminAnswer<'removeFailure'> {
      const removed = controls.failures.remove(id);
      if (!removed) throw new ApiError({ code: 'not_found', message: `No failure rule with id "${id}".` });
      return removed;
    },
  };
}

/** `/__admin/failures`: list, add (one rule or a list), remove one, remove all. */
export function failureRoutes(controls: Controls): AdminRoute[] {
  const run = failureOperations(controls);
  return [
    { operationId: 'listFailures', handle: async () => jsonResponse(run.listFailures()) },
    { operationId: 'addFailures', handle: async ({ body }) => jsonResponse(run.addFailures(await body()), 201) },
    { operationId: 'clearFailures', handle: async () => jsonResponse(run.clearFailures()) },
    {
      operationId: 'removeFailure',
      handle: async ({ params }) => jsonResponse(run.removeFailure(params.id ?? '')),
    },
  ];
}
