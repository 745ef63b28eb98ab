import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer, AdminBody } from '../../spec/admin-types.ts';

/** The clock's operations, by their operationId: what the routes and the in-process MCP tools call, each body checked by its spec first. */
export function clockOperations(controls: Controls) {
  return {
    getClock: (): AdminAnswer<'getClock'> => controls.clock.get(),
    async setClock({ now, speed }: AdminBody<'setClock'>): Promise<AdminAnswer<'setClock'>> {
      const clock = controls.clock.set(typeof now === 'string' ? new Date(now) : now, { speed });
      await controls.world.written();
      return clock;
    },
    async advanceClock(move: AdminBody<'advanceClock'>): Promise<AdminAnswer<'advanceClock'>> {
      const moved = controls.clock.advance(move.to === undefined ? move.by! : { to: move.to });
      await controls.world.written();
      return moved;
    },
  };
}

/**
 * `/__admin/clock`: read it; PUT `{ "now": "<ISO date>" | null, "speed": 3600 }` to set it (either
 * field); POST `/clock/advance` `{ "by": "2h" }` or `{ "to": "<ISO date>" }` to move it forward,
 * answered with the world's events on the way.
 */
export function clockRoutes(controls: Controls): AdminRoute[] {
  const run = clockOperations(controls);
  return [
    { operationId: 'getClock', handle: async () => jsonResponse(run.getClock()) },
    // The table checked each body against its spec (core/admin/admin-input.ts).
    {
      operationId: 'setClock',
      handle: async ({ body }) => jsonResponse(await run.setClock((await body()) as AdminBody<'setClock'>)),
    },
    {
      operationId: 'advanceClock',
      handle: async ({ body }) => jsonResponse(await run.advanceClock((await body()) as AdminBody<'advanceClock'>)),
    },
  ];
}
