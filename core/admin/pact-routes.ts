import { jsonResponse } from '../exchange/respond.ts';
import { journalToPact } from '../reports/journal-to-pact.ts';
import type { PactSpecVersion } from '../reports/pact-types.ts';
import { setUpProviderState } from '../reports/state-setup.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminQuery } from '../../spec/admin-types.ts';

/**
 * `GET /__admin/pact`: the pact this mock's exchanges since the last reset or journal clear make.
 * `POST /__admin/pact/state`: Pact's verifier sets up (and tears down) each interaction's states.
 */
export function pactRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      operationId: 'getPact',
      // The table checked the query against the spec and filled in its defaults (core/admin/admin-input.ts).
      async handle({ query }) {
        const { consumer, provider, spec, includeInjected } = query as Required<AdminQuery<'getPact'>>;
        return jsonResponse(
          journalToPact(controls.journal.sinceReset(), {
            consumer,
            provider,
            spec: Number(spec) as PactSpecVersion,
            includeInjected: includeInjected === 'true',
          }),
        );
      },
    },
    {
      operationId: 'setUpPactState',
      handle: async ({ body }) => jsonResponse(await setUpProviderState(controls.store, await body())),
    },
  ];
}
