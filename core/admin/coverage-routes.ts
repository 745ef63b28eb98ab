import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/coverage`: which answers and injected failures this mock gave; DELETE counts afresh and answers the zeroed counts. */
export function coverageRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/coverage', handle: async () => jsonResponse(controls.coverage() satisfies AdminAnswer<'getCoverage'>) },
    {
      method: 'DELETE',
      path: '/coverage',
      async handle() {
        controls.resetCoverage();
        return jsonResponse(controls.coverage() satisfies AdminAnswer<'resetCoverage'>);
      },
    },
  ];
}
