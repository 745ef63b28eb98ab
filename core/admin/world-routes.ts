import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer, AdminQuery } from '../../spec/admin-types.ts';

/** The world's operations, by their operationId: what the routes and the in-process MCP tools call. */
export function worldOperations(controls: Controls) {
  return {
    getWorld: (): AdminAnswer<'getWorld'> => controls.world.get(),
    /** `{ "world": {...} | null }`, checked here whoever sent it; a bad world is its `invalid_world`. */
    async setWorld(body: unknown): Promise<AdminAnswer<'setWorld'>> {
      const input = body as { world?: unknown } | null;
      if (typeof input !== 'object' || input === null || !('world' in input)) {
        throw new ApiError({
          code: 'invalid_body',
          message:
            'Send { "world": { "adoptions": ..., "arrivals": ..., "departures": ... } }, or { "world": null } to turn it off.',
        });
      }
      const view = controls.world.set(input.world);
      await controls.world.written();
      return view;
    },
  };
}

/** `/__admin/world`: read the world, PUT `{ "world": {...} | null }`; `/world/events?since=<seq>`: the newest events. */
export function worldRoutes(controls: Controls): AdminRoute[] {
  const run = worldOperations(controls);
  return [
    { operationId: 'getWorld', handle: async () => jsonResponse(run.getWorld()) },
    { operationId: 'setWorld', handle: async ({ body }) => jsonResponse(await run.setWorld(await body())) },
    {
      operationId: 'listWorldEvents',
      async handle({ query }) {
        const { since } = query as Required<AdminQuery<'listWorldEvents'>>;
        const events = controls.world.events(since);
        await controls.world.written();
        return jsonResponse({ events } satisfies AdminAnswer<'listWorldEvents'>);
      },
    },
  ];
}
