import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import type { Controls } from '../controls/controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** `/__admin/failures`: list, add (one rule or a list), remove one, remove all. */
export function failureRoutes(controls: Controls): AdminRoute[] {
  return [
    { method: 'GET', path: '/failures', handle: async () => jsonResponse(controls.failures.list() satisfies AdminAnswer<'listFailures'>) },
    {
      method: 'POST',
      path: '/failures',
      async handle({ body }) {
        const input = await body();
        const added = Array.isArray(input) ? controls.failures.add(input) : controls.failures.add([input])[0]!;
        return jsonResponse(added satisfies AdminAnswer<'addFailures', 201>, 201);
      },
    },
    {
      method: 'DELETE',
      path: '/failures',
      handle: async () => jsonResponse({ removed: controls.failures.clear() } satisfies AdminAnswer<'clearFailures'>),
    },
    {
      method: 'DELETE',
      path: '/failures/:id',
      async handle({ params }) {
        const removed = controls.failures.remove(params.id ?? '');
        if (!removed) throw new ApiError('not_found', `No failure rule with id "${params.id}".`);
        return jsonResponse(removed satisfies AdminAnswer<'removeFailure'>);
      },
    },
  ];
}
