import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/health`: readiness, with the pet count. */
export function healthRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      operationId: 'getHealth',
      handle: async () => jsonResponse(controls.health() satisfies AdminAnswer<'getHealth'>),
    },
  ];
}
