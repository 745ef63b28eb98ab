import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer, AdminQuery } from '../../spec/admin-types.ts';

/** The world's operations, by their operationId: what the routes and the in-process MCP tools call. */
export function worldOperations(controls: Controls) {
  return {
    getWorld: (): AdminAnswer<'getWorld'> => controls.world.get(),
    /** `{ "world": {...} | null }`, its shape checked by its spec first; the world is checked here (`invalid_world`). */
    async setWorld({ world }: { world: unknown }): Promise<AdminAnswer<'setWorld'>> {
      const view = controls.world.set(world);
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
    // The table checked the body's shape against its spec (core/admin/admin-input.ts).
    {
      operationId: 'setWorld',
      handle: async ({ body }) => jsonResponse(await run.setWorld((await body()) as { world: unknown })),
    },
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
