import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/clock`: read it; PUT `{ "now": "<ISO date>" }` to set it, `{ "now": null }` for real time. */
export function clockRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/clock', handle: async () => jsonResponse(controls.clock.get() satisfies AdminAnswer<'getClock'>) },
    {
      method: 'PUT',
      path: '/clock',
      async handle({ body }) {
        const input = (await body()) as { now?: unknown } | null;
        const now = input?.now;
        const date = typeof now === 'string' ? new Date(now) : null;
        if (now !== null && (date === null || Number.isNaN(date.getTime()))) {
          throw new ApiError('invalid_body', 'Send { "now": "<ISO 8601 date>" }, or { "now": null } for real time.');
        }
        return jsonResponse(controls.clock.set(date) satisfies AdminAnswer<'setClock'>);
      },
    },
  ];
}
