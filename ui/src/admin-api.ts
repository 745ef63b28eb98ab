import { sandboxHeader } from '../../core/http/sandbox.ts';
import type { ActiveFailureRule, ContractReport, CoverageDocument, ErrorBody, ResilienceDocument, FailureRule, JournalEntry, Pet, RecordingStatus, StorageInfo } from '../../core/index.ts';

export type { ActiveFailureRule, ContractReport, FailureRule, JournalEntry, Pet, RecordingStatus };

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

export interface SandboxSummary {
  name: string;
  pets: number;
  requests: number;
  lastUsed: string;
  expiresAt: string;
}

/** What a call gave: its value, or the Error body the mock answered (or one made for a network failure). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ErrorBody };

export interface StoreSummary {
  pets: number;
  byStatus: Record<'available' | 'pending' | 'sold' | 'none', number>;
  storage: StorageInfo;
}

export interface PetPage {
  total: number;
  offset: number;
  limit: number;
  pets: Pet[];
}

export interface PetQuery {
  status: string;
  name: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface BuiltinScenario {
  name: string;
  description: string;
}

export interface ClockState {
  now: string;
  simulated: boolean;
  getPetSunset: string;
  getPetGone: boolean;
}

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
    return { ok: false, error: { code: 'unreachable', status: 0, message: `The mock did not answer: ${(error as Error).message}` } };
  }
}

export const adminApi = {
  storeSummary: () => call<StoreSummary>('/store'),
  pets: ({ status, name, order, offset, limit }: PetQuery) => {
    const query = new URLSearchParams({ order, offset: String(offset), limit: String(limit) });
    if (status !== '') query.set('status', status);
    if (name !== '') query.set('name', name);
    return call<PetPage>(`/store/pets?${query}`);
  },
  scenarios: () => call<BuiltinScenario[]>('/scenarios'),
  loadScenario: (scenario: string | unknown) =>
    call<{ name: string; pets: number }>('/scenario', { method: 'POST', body: typeof scenario === 'string' ? { name: scenario } : scenario }),
  reset: () => call<{ pets: number }>('/reset', { method: 'POST' }),
  /** Where the browser downloads the state as a scenario file. */
  exportUrl: inSandbox('/db'),
  sandboxes: () => call<SandboxSummary[]>('/sandboxes'),
  failures: () => call<ActiveFailureRule[]>('/failures'),
  addFailure: (rule: FailureRule) => call<ActiveFailureRule>('/failures', { method: 'POST', body: rule }),
  removeFailure: (id: string) => call<ActiveFailureRule>(`/failures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  clearFailures: () => call<{ removed: number }>('/failures', { method: 'DELETE' }),
  requests: () => call<JournalEntry[]>('/requests'),
  clearRequests: () => call<{ removed: number }>('/requests', { method: 'DELETE' }),
  clock: () => call<ClockState>('/clock'),
  setClock: (now: string | null) => call<ClockState>('/clock', { method: 'PUT', body: { now } }),
  contract: () => call<ContractReport>('/contract'),
  recording: () => call<RecordingStatus>('/recording'),
  startRecording: (file: string) => call<RecordingStatus>('/recording', { method: 'POST', body: { file } }),
  stopRecording: () => call<RecordingStatus>('/recording', { method: 'DELETE' }),
  coverage: () => call<CoverageDocument>('/coverage'),
  resetCoverage: () => call<CoverageDocument>('/coverage', { method: 'DELETE' }),
  resilience: () => call<ResilienceDocument>('/resilience'),
};
