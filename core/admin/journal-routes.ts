import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../simulation/controls.ts';
import type { AdminRoute } from './admin-context.ts';

/** `/__admin/requests`: the journal, newest last; DELETE clears it. */
export function journalRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/requests', handle: async () => jsonResponse(controls.journal.list()) },
    { method: 'DELETE', path: '/requests', handle: async () => jsonResponse({ removed: controls.journal.clear() }) },
  ];
}
