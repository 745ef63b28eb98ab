import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import { explainRequest } from '../explain/explain-request.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/requests/{id}/explain`: why a journaled request got its answer; 404 once the entry is gone. */
export function explainRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      method: 'GET',
      path: '/requests/:id/explain',
      handle: async ({ params }) => {
        const evidence = /^\d{1,15}$/.test(params.id ?? '') ? controls.journal.evidence(Number(params.id)) : undefined;
        if (!evidence) throw new ApiError('not_found', `No request with id ${JSON.stringify(String(params.id).slice(0, 40))} in the journal (it keeps the most recent ones).`);
        return jsonResponse(explainRequest(evidence) satisfies AdminAnswer<'explainRequest'>);
      },
    },
  ];
}
