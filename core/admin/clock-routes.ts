import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** The clock's operations, by their operationId: what the routes and the in-process MCP tools call; a body is checked here, whoever sent it. */
export function clockOperations(controls: Controls) {
  return {
    getClock: (): AdminAnswer<'getClock'> => controls.clock.get(),
    async setClock(body: unknown): Promise<AdminAnswer<'setClock'>> {
      const input = body as { now?: unknown; speed?: unknown } | null;
      const now = input?.now;
      const date = typeof now === 'string' ? new Date(now) : now;
      const speed = input?.speed;
      if (
        typeof input !== 'object' ||
        input === null ||
        (now === undefined && speed === undefined) ||
        (date !== null && date !== undefined && !(date instanceof Date && !Number.isNaN(date.getTime()))) ||
        (speed !== undefined && !(typeof speed === 'number' && speed >= 0 && Number.isFinite(speed)))
      ) {
        throw new ApiError({
          code: 'invalid_body',
          message:
            'Send { "now": "<ISO 8601 date>" | null, "speed": <number >= 0> } (either field; null: real time; speed 0 freezes).',
        });
      }
      const clock = controls.clock.set(date as Date | null | undefined, { speed: speed as number | undefined });
      await controls.world.written();
      return clock;
    },
    async advanceClock(body: unknown): Promise<AdminAnswer<'advanceClock'>> {
      const input = body as { by?: unknown; to?: unknown } | null;
      const by = input?.by;
      const to = input?.to;
      if (
        (by === undefined) === (to === undefined) ||
        (by !== undefined && typeof by !== 'string' && typeof by !== 'number') ||
        (to !== undefined && typeof to !== 'string')
      ) {
        throw new ApiError({
          code: 'invalid_body',
          message: 'Send {"by": "2h"} (a duration, or ms) or {"to": "<ISO 8601 date>"}.',
        });
      }
      const moved = controls.clock.advance(to === undefined ? (by as string | number) : { to: to as string });
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
    { operationId: 'setClock', handle: async ({ body }) => jsonResponse(await run.setClock(await body())) },
    {
      operationId: 'advanceClock',
      handle: async ({ body }) => jsonResponse(await run.advanceClock(await body())),
    },
  ];
}
