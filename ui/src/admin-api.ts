import { createAdminClient } from '../../core/admin/admin-client.ts';
import { sandboxHeader } from '../../core/admin/sandbox-dispatch.ts';
import type { AdminQuery } from '../../spec/admin-types.ts';
import type { DashboardSource, LiveFeed } from './dashboard-source.ts';
import type { ActiveFailureRule, FailureRule, Outcome, PetQuery, Scenario } from './admin-types.ts';

/** Where the admin API is, seen from the page (served at /__admin/ui). */
export const adminBase = '/__admin';

/**
 * The sandbox the page shows (`?sandbox=<name>` in its URL), or the main store. Calls name it in
 * the header; the live feed and the download link, which cannot send headers, in the query.
 */
export const sandbox = new URLSearchParams(location.search).get('sandbox') ?? undefined;
const sandboxHeaders: Record<string, string> = sandbox === undefined ? {} : { [sandboxHeader]: sandbox };

/** An admin URL that names the page's sandbox in its query, for EventSource and links. */
export const inSandbox = (path: string): string =>
  sandbox === undefined ? `${adminBase}${path}` : `${adminBase}${path}?${new URLSearchParams({ sandbox })}`;

/**
 * The one typed admin client, from the page's origin: credentials (Basic, when a token is set) are
 * the browser's to send; the page's sandbox goes in the header.
 */
const client = createAdminClient({ origin: location.origin, headers: sandboxHeaders });
/**
 * The QA dashboard's source: the admin API over HTTP, live from `/__admin/events` (`feed`), in the
 * sandbox the page's URL names.
 */
export function httpSource(feed: LiveFeed): DashboardSource {
  return {
    label: 'QA dashboard',
    sandboxes: true,
    sandbox,
    feed,
    storeSummary: () => client.call('getStoreSummary'),
    pets: ({ status, name, order, offset, limit }: PetQuery) =>
      client.call('listStorePets', {
        query: {
          order,
          offset,
          limit,
          ...(status !== '' && { status: status as NonNullable<AdminQuery<'listStorePets'>['status']> }),
          ...(name !== '' && { name }),
        },
      }),
    scenarios: () => client.call('listScenarios'),
    loadScenario: (scenario: string | Scenario) =>
      client.call('loadScenario', { body: typeof scenario === 'string' ? { name: scenario } : scenario }),
    undoScenario: () => client.call('undoScenario'),
    reset: () => client.call('reset'),
    exportHref: () => inSandbox('/db'),
    snapshot: (at: number) => client.call('getSnapshot', { query: { at } }),
    listSandboxes: () => client.call('listSandboxes'),
    failures: () => client.call('listFailures'),
    addFailure: (rule: FailureRule) =>
      client.call('addFailures', { body: rule }) as Promise<Outcome<ActiveFailureRule>>,
    removeFailure: (id: string) => client.call('removeFailure', { params: { id } }),
    clearFailures: () => client.call('clearFailures'),
    requests: () => client.call('listRequests'),
    clearRequests: () => client.call('clearRequests'),
    explain: (id: number) => client.call('explainRequest', { params: { id } }),
    clock: () => client.call('getClock'),
    setClock: (now: string | null) => client.call('setClock', { body: { now } }),
    setSpeed: (speed: number) => client.call('setClock', { body: { speed } }),
    advanceClock: (by: string) => client.call('advanceClock', { body: { by } }),
    world: () => client.call('getWorld'),
    worldEvents: () => client.call('listWorldEvents'),
    contract: () => client.call('getContract'),
    recording: () => client.call('getRecording'),
    startRecording: (file: string) => client.call('startRecording', { body: { file } }),
    stopRecording: () => client.call('stopRecording'),
    coverage: () => client.call('getCoverage'),
    resetCoverage: () => client.call('resetCoverage'),
    resilience: () => client.call('getResilience'),
  };
}
