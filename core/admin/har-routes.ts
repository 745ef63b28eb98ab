import { ApiError } from '../exchange/errors.ts';
import { headerOf } from '../exchange/exchange.ts';
import { jsonResponse } from '../exchange/respond.ts';
import { defaultHarSizeLimit, harToScenario, journalToHar } from '../reports/har.ts';
import type { Controls } from './controls.ts';
import type { AdminRoute } from './admin-context.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/**
 * `GET /__admin/requests.har[?since=<id>]`: the journal (after that id) as HAR 1.2. `POST /__admin/scenario/from-har` with a
 * HAR as the body (10 MiB at most; `?keepClock=true`, `?name=`, `?origin=`): its pets become the store's.
 */
export function harRoutes(controls: Controls): AdminRoute[] {
  return [
    {
      operationId: 'exportRequestsHar',
      handle: async ({ request }) => {
        const since = new URLSearchParams(request.query).get('since');
        const entries = controls.journal.list(since === null ? {} : { since });
        return jsonResponse(journalToHar(entries, { origin: request.origin }));
      },
    },
    {
      // Its body is the HAR's raw bytes, under a larger limit than JSON's: read and checked here.
      operationId: 'loadScenarioFromHar',
      rawBody: true,
      async handle({ request }) {
        const body = request.body ?? new Uint8Array();
        // The adapters read one byte past the limit; a declared length tells a larger HAR at once.
        if (Number(headerOf(request, 'content-length')) > defaultHarSizeLimit || body.length > defaultHarSizeLimit) {
          throw new ApiError({
            code: 'har_too_large',
            message: `The HAR is over the limit of ${defaultHarSizeLimit / 1024 / 1024} MiB.`,
          });
        }
        const query = new URLSearchParams(request.query);
        const [name, origin] = [query.get('name'), query.get('origin')];
        const result = harToScenario(body, {
          keepClock: query.get('keepClock') === 'true',
          ...(name && { name }),
          ...(origin && { origin }),
        });
        if (!result.ok) throw new ApiError({ code: result.error.code, message: result.error.message });
        const loaded = await controls.loadScenario(result.scenario, 'the HAR');
        return jsonResponse({ ...loaded, summary: result.summary } satisfies AdminAnswer<'loadScenarioFromHar'>);
      },
    },
  ];
}
