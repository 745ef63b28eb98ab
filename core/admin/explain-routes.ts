import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import { explainRequest } from '../reports/explain-request.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** Explain's operation, by its operationId: what the route and the in-process MCP tool call. */
export function explainOperations(controls: Controls) {
  return {
    /** Why the journaled request `id` (a number, or the path's text) got its answer; 404 once the entry is gone. */
    explainRequest(id: number | string): AdminAnswer<'explainRequest'> {
      const evidence = /^\d{1,15}$/.test(String(id)) ? controls.journal.evidence(Number(id)) : undefined;
      if (!evidence)
        throw new ApiError({
          code: 'not_found',
          message: `No request with id ${JSON.stringify(String(id).slice(0, 40))} in the journal (it keeps the most recent ones).`,
        });
      return explainRequest(evidence);
    },
  };
}

/** `/requests/{id}/explain`: why a journaled request got its answer; 404 once the entry is gone. */
export function explainRoutes(controls: Controls): AdminRoute[] {
  const run = explainOperations(controls);
  return [
    {
      operationId: 'explainRequest',
      handle: async ({ params }) => jsonResponse(run.explainRequest(params.id ?? 'undefined')),
    },
  ];
}
