import { sandboxHeader } from '../../core/admin/sandbox-dispatch.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';
import type { DashboardSource, LiveFeed } from './dashboard-source.ts';
import type { ErrorBody } from '../../spec/schema-types.ts';
import type { ActiveFailureRule, Explanation, FailureRule, Outcome, PetQuery, Scenario } from './admin-types.ts';

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

/** Calls the admin API; credentials (Basic, when a token is set) are the browser's to send. */
async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Outcome<T>> {
  try {
    const response = await fetch(`${adminBase}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...sandboxHeaders, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const message = `The answer was not JSON (HTTP ${response.status}): ${text.slice(0, 200)}`;
      return { ok: false, error: { code: 'not_json', status: response.status, message } };
    }
    return response.ok ? { ok: true, value: body as T } : { ok: false, error: body as ErrorBody };
  } catch (error) {
    return {
      ok: false,
      error: { code: 'unreachable', status: 0, message: `The mock did not answer: ${(error as Error).message}` },
    };
  }
}

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
    storeSummary: () => call<AdminAnswer<'getStoreSummary'>>('/store'),
    pets: ({ status, name, order, offset, limit }: PetQuery) => {
      const query = new URLSearchParams({ order, offset: String(offset), limit: String(limit) });
      if (status !== '') query.set('status', status);
      if (name !== '') query.set('name', name);
      return call<AdminAnswer<'listStorePets'>>(`/store/pets?${query}`);
    },
    scenarios: () => call<AdminAnswer<'listScenarios'>>('/scenarios'),
    loadScenario: (scenario: string | Scenario) =>
      call<AdminAnswer<'loadScenario'>>('/scenario', {
        method: 'POST',
        body: typeof scenario === 'string' ? { name: scenario } : scenario,
      }),
    undoScenario: () => call<AdminAnswer<'undoScenario'>>('/scenario/undo', { method: 'POST' }),
    reset: () => call<AdminAnswer<'reset'>>('/reset', { method: 'POST' }),
    exportHref: () => inSandbox('/db'),
    snapshot: (at: number) => call<AdminAnswer<'getSnapshot'>>(`/snapshot?at=${at}`),
    listSandboxes: () => call<AdminAnswer<'listSandboxes'>>('/sandboxes'),
    failures: () => call<AdminAnswer<'listFailures'>>('/failures'),
    addFailure: (rule: FailureRule) => call<ActiveFailureRule>('/failures', { method: 'POST', body: rule }),
    removeFailure: (id: string) =>
      call<AdminAnswer<'removeFailure'>>(`/failures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    clearFailures: () => call<AdminAnswer<'clearFailures'>>('/failures', { method: 'DELETE' }),
    requests: () => call<AdminAnswer<'listRequests'>>('/requests'),
    clearRequests: () => call<AdminAnswer<'clearRequests'>>('/requests', { method: 'DELETE' }),
    explain: (id: number) => call<Explanation>(`/requests/${id}/explain`),
    clock: () => call<AdminAnswer<'getClock'>>('/clock'),
    setClock: (now: string | null) => call<AdminAnswer<'setClock'>>('/clock', { method: 'PUT', body: { now } }),
    setSpeed: (speed: number) => call<AdminAnswer<'setClock'>>('/clock', { method: 'PUT', body: { speed } }),
    advanceClock: (by: string) => call<AdminAnswer<'advanceClock'>>('/clock/advance', { method: 'POST', body: { by } }),
    world: () => call<AdminAnswer<'getWorld'>>('/world'),
    worldEvents: () => call<AdminAnswer<'listWorldEvents'>>('/world/events'),
    contract: () => call<AdminAnswer<'getContract'>>('/contract'),
    recording: () => call<AdminAnswer<'getRecording'>>('/recording'),
    startRecording: (file: string) =>
      call<AdminAnswer<'startRecording'>>('/recording', { method: 'POST', body: { file } }),
    stopRecording: () => call<AdminAnswer<'stopRecording'>>('/recording', { method: 'DELETE' }),
    coverage: () => call<AdminAnswer<'getCoverage'>>('/coverage'),
    resetCoverage: () => call<AdminAnswer<'resetCoverage'>>('/coverage', { method: 'DELETE' }),
    resilience: () => call<AdminAnswer<'getResilience'>>('/resilience'),
  };
}
