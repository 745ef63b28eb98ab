import { jsonResponse } from '../exchange/respond.ts';
import { journalFilterNames, type JournalFilterInput } from '../state/journal-filter.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** The journal's operations, by their operationId: what the routes and the in-process MCP tools call. */
export function journalOperations(controls: Controls) {
  return {
    /** The entries the filter keeps (`operationId`, `status`, `since`, `limit`, as numbers or query text); one out of range is `invalid_query`. */
    listRequests: (filter: JournalFilterInput): AdminAnswer<'listRequests'> => controls.journal.list(filter),
    clearRequests: (): AdminAnswer<'clearRequests'> => ({ removed: controls.journal.clear() }),
  };
}

/** `/__admin/requests`: the journal, newest last, filtered by the query's parameters; DELETE clears it. */
export function journalRoutes(controls: Controls): AdminRoute[] {
  const run = journalOperations(controls);
  return [
    {
      operationId: 'listRequests',
      handle: async ({ request }) => {
        const query = new URLSearchParams(request.query);
        const filter = Object.fromEntries(
          journalFilterNames.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])),
        );
        return jsonResponse(run.listRequests(filter));
      },
    },
    { operationId: 'clearRequests', handle: async () => jsonResponse(run.clearRequests()) },
  ];
}
