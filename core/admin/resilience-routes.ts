import { jsonResponse } from '../exchange/respond.ts';
import { resilienceOptionNames } from '../reports/resilience-options.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';

/** `GET /__admin/resilience`: how the client reacted to this mock's failures, judged now; the options are query parameters (400 `invalid_query` when one is out of range). */
export function resilienceRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      operationId: 'getResilience',
      async handle({ request }) {
        const query = new URLSearchParams(request.query);
        const given = Object.fromEntries(
          resilienceOptionNames.flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])),
        );
        return jsonResponse(controls.resilience(given));
      },
    },
  ];
}
