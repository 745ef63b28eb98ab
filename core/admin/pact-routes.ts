import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import { journalToPact } from '../reports/journal-to-pact.ts';
import { readPactQuery } from '../reports/pact-query.ts';
import { setUpProviderState } from '../reports/state-setup.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';

/**
 * `GET /__admin/pact`: the pact this mock's exchanges since the last reset or journal clear make.
 * `POST /__admin/pact/state`: Pact's verifier sets up (and tears down) each interaction's states.
 */
export function pactRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      operationId: 'getPact',
      async handle({ request }) {
        const read = readPactQuery(new URLSearchParams(request.query));
        if (!read.ok) throw new ApiError({ code: 'invalid_query', message: read.message });
        return jsonResponse(journalToPact(controls.journal.sinceReset(), read.options));
      },
    },
    {
      operationId: 'setUpPactState',
      handle: async ({ body }) => jsonResponse(await setUpProviderState(controls.store, await body())),
    },
  ];
}
