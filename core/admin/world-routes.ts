import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/world`: read the world, PUT `{ "world": {...} | null }`; `/world/events?since=<seq>`: the newest events. */
export function worldRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/world', handle: async () => jsonResponse(controls.world.get() satisfies AdminAnswer<'getWorld'>) },
    {
      method: 'PUT',
      path: '/world',
      async handle({ body }) {
        const input = (await body()) as { world?: unknown } | null;
        if (typeof input !== 'object' || input === null || !('world' in input)) {
          throw new ApiError('invalid_body', 'Send { "world": { "adoptions": ..., "arrivals": ..., "departures": ... } }, or { "world": null } to turn it off.');
        }
        const view = controls.world.set(input.world);
        await controls.world.written();
        return jsonResponse(view satisfies AdminAnswer<'setWorld'>);
      },
    },
    {
      method: 'GET',
      path: '/world/events',
      async handle({ request }) {
        const since = new URLSearchParams(request.query).get('since') ?? '0';
        if (!/^\d{1,15}$/.test(since)) throw new ApiError('invalid_query', `since must be a whole number >= 0 (an event's seq), not "${since}".`);
        const events = controls.world.events(Number(since));
        await controls.world.written();
        return jsonResponse({ events } satisfies AdminAnswer<'listWorldEvents'>);
      },
    },
  ];
}
