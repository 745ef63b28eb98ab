// The controls of one sandbox, over the admin API (the server's `/__admin`, with the header).
import type { Har } from 'har-format';
import type { PactOptions } from '../core/reports/journal-to-pact.ts';
import type { PactDocument } from '../core/reports/pact-types.ts';
import { sandboxHeader } from '../core/admin/sandbox-dispatch.ts';
import type { ResilienceDocument, ResilienceOptions } from '../core/reports/resilience-document.ts';
import { createAdminClient, type AdminClient } from '../core/admin/admin-client.ts';
import { remoteControls } from '../core/admin/remote-controls.ts';
import type { ClockAdvanced } from '../core/animal-store.ts';
import type { AdminAnswer, AdminQuery, AdminSchema } from '../spec/admin-types.ts';

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
    advance(by: string | number): Promise<ClockAdvanced>;
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
 * An admin client for one sandbox: the typed admin client (plain fetch, so it runs in any runner) with its header.
 * @example const sandbox = sandboxClient({ apiUrl: 'http://127.0.0.1:4010/v1' }, 'worker-1'); await sandbox.create();
 */
export function sandboxClient({ apiUrl, adminToken, pact = {} }: SandboxClientOptions, name: string) {
  const origin = apiUrl.replace(/\/v1\/?$/, '');
  const headers = { [sandboxHeader]: name };
  const token = adminToken === undefined ? {} : { authorization: `Bearer ${adminToken}` };
  const [inside, outside] = [{ ...headers, ...token }, token].map((sent) =>
    createAdminClient({ origin, headers: sent }),
  ) as [AdminClient, AdminClient];
  const remote = remoteControls(inside.call);
  /** The operation's answer; a refusal throws, naming the request and the sandbox. */
  const value = async <T>(outcome: Promise<Outcome<T>>): Promise<T> => {
    const settled = await outcome;
    if (settled.ok) return settled.value;
    throw new Error(
      `${settled.request} (sandbox ${name}) answered ${settled.status}: ${JSON.stringify(settled.error)}`,
    );
  };
  const controls: SandboxControls = {
    name,
    headers,
    reset: async () => void (await value(remote.reset())),
    loadScenario: (scenario) => value(remote.loadScenario(scenario)),
    failures: {
      add: (rule) => value(remote.failures.add(rule)) as Promise<AdminAnswer<'addFailures', 201>>,
      list: () => value(remote.failures.list()),
      clear: async () => void (await value(remote.failures.clear())),
    },
    journal: {
      list: () => value(remote.journal.list()),
      clear: async () => void (await value(remote.journal.clear())),
    },
    explain: (id) => value(remote.explain(id)),
    har: async () => (await value(remote.har())) as unknown as Har,
    clock: {
      set: (now, options) => value(remote.clock.set(now, options)),
      get: () => value(remote.clock.get()),
      advance: (by) => value(remote.clock.advance(by)),
    },
    world: {
      set: (world) => value(remote.world.set(world)),
      get: () => value(remote.world.get()),
      events: (since) => value(remote.world.events(since)),
    },
    coverage: () => value(remote.coverage()),
    resilience: async (options = {}) =>
      (await value(remote.resilience(options as AdminQuery<'getResilience'>))) as unknown as ResilienceDocument,
    pact: async (options = {}) => {
      const given = Object.entries({ ...pact, ...options }).filter(([, given]) => given !== undefined);
      return (await value(remote.pact(Object.fromEntries(given) as AdminQuery<'getPact'>))) as unknown as PactDocument;
    },
  };
  return {
    controls,
    /** Creates the sandbox fresh from the server's start state (replacing one of that name). */
    create: async () => void (await value(outside.call('createSandbox', { body: { name } }))),
    /** Drops it; one already gone (expired) is fine. */
    async drop(): Promise<void> {
      const outcome = await outside.call('deleteSandbox', { params: { name } });
      if (!outcome.ok && outcome.status !== 404) throw new Error(`dropping sandbox ${name} answered ${outcome.status}`);
    },
  };
}

/** What a call gave: its answer, or the refusal and the request that got it. */
type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; error: unknown; request: string };
