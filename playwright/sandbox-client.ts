// The controls of one sandbox, over the admin API (the server's `/__admin`, with the header).
import type { Har } from 'har-format';
import type { PactOptions } from '../core/pact/journal-to-pact.ts';
import type { PactDocument } from '../core/pact/pact-types.ts';
import { sandboxHeader } from '../core/sandbox/sandbox-dispatch.ts';
import type { ResilienceDocument, ResilienceOptions } from '../core/resilience/resilience-document.ts';
import type { AdminAnswer, AdminSchema } from '../spec/admin-types.ts';

type FailureRule = AdminSchema<'FailureRule'>;
type Scenario = AdminSchema<'Scenario'>;
type WorldInput = AdminSchema<'World'>;

/** What a test can do to its sandbox; each call is one admin request. */
export interface SandboxControls {
  /** The sandbox's name: what its `Animal-Store-Sandbox` header carries. */
  name: string;
  /** The header to send, for clients other than the page and `request` (which send it already). */
  headers: { [sandboxHeader]: string };
  /** Back to the start state: pets, keys, rules, clock. */
  reset(): Promise<void>;
  /** Loads a built-in scenario by name, or a scenario value. */
  loadScenario(scenario: string | Scenario): Promise<AdminAnswer<'loadScenario'>>;
  failures: {
    /** Adds one rule (answered with it, its id assigned) or a list, all or none (answered with the list). */
    add(rule: FailureRule | FailureRule[]): Promise<AdminAnswer<'addFailures', 201>>;
    list(): Promise<AdminAnswer<'listFailures'>>;
    clear(): Promise<void>;
  };
  journal: {
    list(): Promise<AdminAnswer<'listRequests'>>;
    clear(): Promise<void>;
  };
  /** Why the request with this journal id got its answer (`GET /__admin/requests/{id}/explain`): the decisions, in order. */
  explain(id: number): Promise<AdminAnswer<'explainRequest'>>;
  /** The sandbox's journal as HAR 1.2 (`GET /__admin/requests.har`): save it, replay it with `page.routeFromHAR`. */
  har(): Promise<Har>;
  clock: {
    /** Sets the time (null: real time; undefined: the same) and, when given, the speed (0 frozen, 3600 an hour a second). */
    set(now: Date | string | null | undefined, options?: { speed?: number }): Promise<AdminAnswer<'setClock'>>;
    get(): Promise<AdminAnswer<'getClock'>>;
    /** Moves the clock forward (`'2h'`, ms) and answers the world's events on the way. */
    advance(by: string | number): Promise<AdminAnswer<'advanceClock'>>;
  };
  /** Other shoppers on this sandbox's clock (docs/world.md): `set(null)` turns them off. */
  world: {
    set(world: WorldInput | null): Promise<AdminAnswer<'setWorld'>>;
    get(): Promise<AdminAnswer<'getWorld'>>;
    events(since?: number): Promise<AdminAnswer<'listWorldEvents'>>;
  };
  /** Which documented answers and injected failures this sandbox gave (`GET /__admin/coverage`). */
  coverage(): Promise<AdminAnswer<'getCoverage'>>;
  /** How the client reacted to this sandbox's failures (`GET /__admin/resilience`, the options as its query). */
  resilience(options?: Partial<ResilienceOptions>): Promise<ResilienceDocument>;
  /** The pact this sandbox's exchanges make (`GET /__admin/pact`); names default to the fixture's `animalStorePact`. */
  pact(options?: Partial<PactOptions>): Promise<PactDocument>;
}

export interface SandboxClientOptions {
  /** The API's base URL, ending in `/v1`. */
  apiUrl: string;
  /** The server's `--admin-token`, when it has one. */
  adminToken?: string | undefined;
  /** What `pact()` asks for when not told otherwise. */
  pact?: Partial<PactOptions> | undefined;
}

/**
 * An admin client for one sandbox (plain fetch, so it runs in any runner).
 * @example const sandbox = sandboxClient({ apiUrl: 'http://127.0.0.1:4010/v1' }, 'worker-1'); await sandbox.create();
 */
export function sandboxClient({ apiUrl, adminToken, pact = {} }: SandboxClientOptions, name: string) {
  const adminUrl = `${apiUrl.replace(/\/v1\/?$/, '')}/__admin`;
  const headers = { [sandboxHeader]: name };
  const call = async (method: string, path: string, body?: unknown, sandboxed = true): Promise<unknown> => {
    const response = await fetch(`${adminUrl}${path}`, {
      method,
      headers: {
        ...(sandboxed ? headers : {}),
        ...(adminToken === undefined ? {} : { authorization: `Bearer ${adminToken}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} ${adminUrl}${path} (sandbox ${name}) answered ${response.status}: ${text}`);
    return text === '' ? undefined : JSON.parse(text);
  };
  const controls: SandboxControls = {
    name,
    headers,
    reset: async () => void (await call('POST', '/reset')),
    loadScenario: async (scenario) =>
      (await call(
        'POST',
        '/scenario',
        typeof scenario === 'string' ? { name: scenario } : scenario,
      )) as AdminAnswer<'loadScenario'>,
    failures: {
      add: async (rule) => (await call('POST', '/failures', rule)) as AdminAnswer<'addFailures', 201>,
      list: async () => (await call('GET', '/failures')) as AdminAnswer<'listFailures'>,
      clear: async () => void (await call('DELETE', '/failures')),
    },
    journal: {
      list: async () => (await call('GET', '/requests')) as AdminAnswer<'listRequests'>,
      clear: async () => void (await call('DELETE', '/requests')),
    },
    explain: async (id) =>
      (await call('GET', `/requests/${encodeURIComponent(id)}/explain`)) as AdminAnswer<'explainRequest'>,
    har: async () => (await call('GET', '/requests.har')) as Har,
    clock: {
      set: async (now, { speed } = {}) =>
        (await call('PUT', '/clock', {
          now: now instanceof Date ? now.toISOString() : now,
          speed,
        })) as AdminAnswer<'setClock'>,
      get: async () => (await call('GET', '/clock')) as AdminAnswer<'getClock'>,
      advance: async (by) => (await call('POST', '/clock/advance', { by })) as AdminAnswer<'advanceClock'>,
    },
    world: {
      set: async (world) => (await call('PUT', '/world', { world })) as AdminAnswer<'setWorld'>,
      get: async () => (await call('GET', '/world')) as AdminAnswer<'getWorld'>,
      events: async (since = 0) =>
        (await call('GET', `/world/events?since=${since}`)) as AdminAnswer<'listWorldEvents'>,
    },
    coverage: async () => (await call('GET', '/coverage')) as AdminAnswer<'getCoverage'>,
    resilience: async (options = {}) => {
      const query = new URLSearchParams(
        Object.entries(options).map(([name, value]) => [name, String(value)]),
      ).toString();
      return (await call('GET', `/resilience${query && `?${query}`}`)) as ResilienceDocument;
    },
    async pact(options = {}) {
      const given = Object.entries({ ...pact, ...options }).filter(([, value]) => value !== undefined);
      const query = new URLSearchParams(given.map(([field, value]) => [field, String(value)]));
      return (await call('GET', `/pact?${query}`)) as PactDocument;
    },
  };
  return {
    controls,
    /** Creates the sandbox fresh from the server's start state (replacing one of that name). */
    create: async () => void (await call('POST', '/sandboxes', { name }, false)),
    /** Drops it; one already gone (expired) is fine. */
    async drop(): Promise<void> {
      const response = await fetch(`${adminUrl}/sandboxes/${encodeURIComponent(name)}`, {
        method: 'DELETE',
        headers: adminToken === undefined ? {} : { authorization: `Bearer ${adminToken}` },
      });
      if (response.status !== 204 && response.status !== 404)
        throw new Error(`dropping sandbox ${name} answered ${response.status}`);
    },
  };
}
