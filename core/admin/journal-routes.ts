import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/requests`: the journal, newest last; DELETE clears it. */
export function journalRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/requests', handle: async () => jsonResponse(controls.journal.list() satisfies AdminAnswer<'listRequests'>) },
    { method: 'DELETE', path: '/requests', handle: async () => jsonResponse({ removed: controls.journal.clear() } satisfies AdminAnswer<'clearRequests'>) },
  ];
}
