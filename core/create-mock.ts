import { Memory } from 'lowdb';
import type { AdminRoute } from './admin/admin-context.ts';
import { createAdminOperations } from './admin/admin-operations.ts';
import { adminBasePath } from './exchange/served-paths.ts';
import { basePath, createApp, type App } from './api/app.ts';
import type { RequestHandler } from './exchange/exchange.ts';
import {
  mockDefaults,
  pick,
  splitMockOptions,
  type ControlPlaneReach,
  type HostCapabilities,
  type MockOptions,
  type StartState,
} from './mock-options.ts';
import { createProxy } from './state/create-proxy.ts';
import type { ProxyOptions } from './state/proxy-options.ts';
import type { createSandboxes } from './admin/create-sandboxes.ts';
import type { SandboxRegistry } from './admin/sandbox-registry.ts';
import { parseScenario } from './store/parse-scenario.ts';
import { builtinScenarioNamed } from './store/builtin-scenario-named.ts';
import { scenarioToStoreData } from './store/scenario-to-store-data.ts';
import type { Scenario } from './store/scenario-types.ts';
import { validateRules } from './store/validate-rules.ts';
import { applyScenarioSettings, createControls, restoreSnapshot, type Controls } from './admin/controls.ts';
import { createBodyBudget, type BodyBudget } from './state/body-budget.ts';
import { createSimulation, type Simulation } from './state/create-simulation.ts';
import { openStore } from './store/open-store.ts';
import type { PetStore } from './store/pet-store.ts';
import { seedStoreData, seedStoreDataLazily, type StoreData } from './store/store-data.ts';
import { createWorld } from './world/create-world.ts';
import { storedWorld, storedWorldName } from './world/stored-world.ts';

/** A whole mock: the API, the control plane, and what they work on. */
export interface Mock {
  app: App;
  /** The API over the same state, forwarding to this upstream (what MSW's `createHandlers(store, { upstream })` serves). */
  proxyTo(proxy: ProxyOptions): App;
  /** The control plane, served under `adminBasePath`. */
  admin: RequestHandler;
  adminBasePath: string;
  controls: Controls;
  simulation: Simulation;
  store: PetStore;
  /** Whether this start put the start state in place (a new store, or a reset). */
  seeded: boolean;
  /** The scenario of the start state, if any. */
  scenario: Scenario | undefined;
  /** The options in force: what was given, the defaults for the rest. */
  settings: MockSettings;
  /** The sandboxes, when `sandboxes` was given. */
  sandboxes: SandboxRegistry<Mock> | undefined;
  /** Ends the control plane's live streams and waits for pending writes. */
  close(): Promise<void>;
}

/**
 * The one assembly, from options: `createMock(options)` is `assembleMock` of its start state and
 * its host capabilities (`splitMockOptions`). The CLI, `createAnimalStore`, and the tests all build
 * their mocks here. The start state is the scenario, or pets seeded from `seed` and `count`; a
 * store that holds data keeps it unless `reset` is set; `controls.reset()` goes back to the start state.
 * @example const mock = await createMock({ seed: 7, count: 10, apiKeys: ['test-key'] });
 */
export async function createMock(options: MockOptions = {}): Promise<Mock> {
  const { start, host } = splitMockOptions(options);
  return assembleMock(start, host);
}

/**
 * Store, simulation, controls, API and control plane from two values: what the mock starts from,
 * and what its host lends it, with one set of defaults. Each sandbox is one more mock built here
 * from the same start state; of the host it shares only what `sharedWithSandboxes` names.
 * @example const mock = await assembleMock({ seed: 7 }, { adapter: jsonFile, adminToken });
 */
export async function assembleMock(
  start: StartState,
  host: HostCapabilities = {},
  { journalBudget: sharedBudget }: { journalBudget?: BodyBudget } = {},
): Promise<Mock> {
  const settings: MockSettings = { ...mockDefaults, ...withoutUndefined(start), ...withoutUndefined(host) };
  // One budget for the journals of a server and all its sandboxes: --journal-bytes bounds them together.
  const journalBudget = sharedBudget ?? createBodyBudget(settings.journalBytes);
  // The start's rules are checked as the admin API's are: one for a typo'd operation would never fire.
  validateRules(settings.failures);
  const scenario = await resolveScenario(settings.scenario);
  // Made afresh each time: the store takes the data it opens with as its own.
  const startData = (): Promise<StoreData> => (scenario ? scenarioToStoreData(scenario) : seedStoreData(settings));
  const { store, seeded } = await openStore(settings.adapter ?? new Memory<StoreData>(), {
    initialData: startData,
    // In its own memory a start makes no seeded pet before a read reaches it; an adapter given from
    // outside (a file, the browser's storage) writes the whole data at the first start.
    ...(!scenario && !settings.adapter && { lazyInitialData: () => seedStoreDataLazily(settings) }),
    reset: settings.reset,
    defaultStatus: settings.defaultStatus,
  });
  const simulation = createSimulation({ store, ...settings, journalBudget });
  if (scenario) applyScenarioSettings(simulation, scenario);
  const world = createWorld(simulation, {
    world: scenario?.world ?? settings.world,
    seed: settings.seed,
    limit: settings.worldLimit,
    // A scenario's clock speed is the start's: a reset puts it back.
    speed: scenario?.clock?.speed ?? settings.speed,
    // A store kept from an earlier run resumes its clock and world where they stood.
    resume: seeded ? undefined : storedWorld(store.meta()[storedWorldName]),
  });
  // A snapshot's start state puts back what it spent too (a store kept from an earlier run resumes instead).
  if (scenario?.snapshot && seeded) restoreSnapshot(simulation, scenario);
  const controls = createControls(simulation, {
    startData,
    backups: settings.backups,
    world,
    startScenario: scenario,
  });
  const shutdown = new AbortController();
  const { onUnexpectedError } = settings;
  // Only servers have sandboxes and serve the control plane: MSW stores never load their code.
  const sandboxes =
    settings.sandboxes &&
    (await import('./admin/create-sandboxes.ts')).createSandboxes({
      build: (sandboxStart: StartState) => assembleMock(sandboxStart, sharedWithSandboxes(host), { journalBudget }),
      start,
      options: settings.sandboxes,
      startKeys: scenario?.apiKeys ?? settings.apiKeys,
      adminToken: settings.adminToken,
      mainOnlyRoutes: () => serverRoutes,
    });
  // A server's own routes (`/mcp`) are made here with the mock, over its operations and its sandboxes'.
  const serverRoutes: readonly AdminRoute[] = settings.adminRoutes?.(controlPlaneReach(controls, sandboxes)) ?? [];
  const loadControlPlane = once(async () =>
    (await import('./admin/create-control-plane.ts')).createControlPlane(controls, {
      ...(settings.storage && { storage: settings.storage }),
      dashboard: settings.dashboard,
      shutdown: shutdown.signal,
      sandboxes: sandboxes?.admin,
      ...(settings.openRecording && { openRecording: settings.openRecording }),
      routes: serverRoutes,
      adminToken: settings.adminToken,
      allowedHosts: settings.allowedHosts,
      onUnexpectedError,
    }),
  );
  const appFor = (proxy: ProxyOptions | undefined) =>
    createApp({
      simulation,
      corsOrigins: settings.corsOrigins,
      allowedHosts: settings.allowedHosts,
      sandboxes: sandboxes?.api,
      timed: world,
      ...(onUnexpectedError && { onUnexpectedError }),
      ...(proxy && { proxy: createProxy(proxy, simulation.upstream, basePath) }),
    });
  return {
    app: appFor(settings.proxy),
    proxyTo: appFor,
    admin: { handle: async (request) => (await loadControlPlane()).handle(request) } satisfies RequestHandler,
    adminBasePath,
    controls,
    simulation,
    store,
    seeded,
    scenario,
    settings,
    sandboxes: sandboxes?.registry,
    async close() {
      shutdown.abort();
      await sandboxes?.close();
      await Promise.all([store.flush(), simulation.upstream.recording.stop()]);
      // A dropped sandbox's bodies leave the shared budget, for the others to use.
      simulation.journal.close();
    },
  };
}

/**
 * What a sandbox shares of its server's host, named one by one: who may call (the admin token, CORS
 * origins), the error log, the dashboard's files and the upstream with its pooled sender. Never the
 * storage, the recording folder, nested sandboxes or the Host check (the server made it already).
 */
function sharedWithSandboxes(host: HostCapabilities): HostCapabilities {
  return pick(host, ['adminToken', 'corsOrigins', 'onUnexpectedError', 'dashboard', 'proxy']);
}

/** What a server's own admin routes act on: the operations of this mock and of its live sandboxes. */
function controlPlaneReach(controls: Controls, sandboxes: Sandboxes | undefined): ControlPlaneReach {
  return {
    operations: createAdminOperations(controls),
    sandboxes: sandboxes && {
      operations: sandboxes.operations,
      use: (name) => {
        const sandbox = sandboxes.registry.used(name);
        return sandbox && createAdminOperations(sandbox.mock.controls);
      },
      names: () => sandboxes.registry.list().map(({ name }) => name),
    },
  };
}

type Sandboxes = ReturnType<typeof createSandboxes<Mock, StartState>>;

/** A function's promise, made on the first call and shared by the rest. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** Options with every default filled in. */
export type MockSettings = typeof mockDefaults & Omit<MockOptions, keyof typeof mockDefaults>;

/** A built-in by name, or a value checked whole; a bad one throws `ScenarioError`. */
async function resolveScenario(input: string | Scenario | undefined): Promise<Scenario | undefined> {
  if (input === undefined) return undefined;
  return typeof input === 'string' ? builtinScenarioNamed(input) : parseScenario(input, 'inline');
}

/** Options given as `undefined` fall back to the defaults, as if left out. */
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
