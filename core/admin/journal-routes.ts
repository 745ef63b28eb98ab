import { jsonResponse } from '../exchange/respond.ts';
import { journalFilterNames } from '../simulation/journal-filter.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/requests`: the journal, newest last, filtered by the query's parameters; DELETE clears it. */
export function journalRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/requests', handle: async ({ request }) => {
        const query = new URLSearchParams(request.query);
        const filter = Object.fromEntries(journalFilterNames.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])));
        return jsonResponse(controls.journal.list(filter) satisfies AdminAnswer<'listRequests'>);
      },
    },
    { method: 'DELETE', path: '/requests', handle: async () => jsonResponse({ removed: controls.journal.clear() } satisfies AdminAnswer<'clearRequests'>) },
  ];
}
