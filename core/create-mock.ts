import { Memory } from 'lowdb';
import { adminBasePath, createAdminApp } from './admin/admin-app.ts';
import { createAdminRoutes } from './admin/admin-routes.ts';
import { basePath, createApp, type App, type RequestHandler } from './app.ts';
import { mockDefaults, type MockOptions } from './mock-options.ts';
import { createProxy } from './proxy/create-proxy.ts';
import type { ProxyOptions } from './proxy/proxy-options.ts';
import { builtinScenarios, findBuiltinScenario, parseScenario, ScenarioError, scenarioToStoreData, type Scenario } from './scenario/index.ts';
import { applyScenarioSettings, createControls, type Controls } from './simulation/controls.ts';
import { createSimulation, type Simulation } from './simulation/create-simulation.ts';
import { openStore } from './store/open-store.ts';
import type { PetStore } from './store/pet-store.ts';
import { seedStoreData, type StoreData } from './store/store-data.ts';

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
  /** Ends the control plane's live streams and waits for pending writes. */
  close(): Promise<void>;
}

/**
 * The one assembly: store, simulation, controls, API and control plane from one options type with
 * one set of defaults. The CLI, `createAnimalStore`, and the tests all build their mocks here.
 * The start state is the scenario, or pets seeded from `seed` and `count`; a store that holds data
 * keeps it unless `reset` is set; `controls.reset()` goes back to the start state.
 * @example const mock = await createMock({ seed: 7, count: 10, apiKeys: ['test-key'] });
 */
export async function createMock(options: MockOptions = {}): Promise<Mock> {
  const settings: MockSettings = { ...mockDefaults, ...withoutUndefined(options) };
  const scenario = resolveScenario(settings.scenario);
  // Made afresh each time: the store takes the data it opens with as its own.
  const startData = (): Promise<StoreData> => (scenario ? scenarioToStoreData(scenario) : seedStoreData(settings));
  const { store, seeded } = await openStore(settings.adapter ?? new Memory<StoreData>(), {
    initialData: startData,
    reset: settings.reset,
    defaultStatus: settings.defaultStatus,
  });
  const simulation = createSimulation({ store, ...settings });
  if (scenario) applyScenarioSettings(simulation, scenario);
  const controls = createControls(simulation, { startData });
  const shutdown = new AbortController();
  const { onUnexpectedError } = settings;
  const appFor = (proxy: ProxyOptions | undefined) =>
    createApp({
      simulation,
      corsOrigins: settings.corsOrigins,
      ...(onUnexpectedError && { onUnexpectedError }),
      ...(proxy && { proxy: createProxy(proxy, simulation.upstream, basePath) }),
    });
  const routes = createAdminRoutes(controls, {
    ...(settings.storage && { storage: settings.storage }),
    ...(settings.openRecording && { openRecording: settings.openRecording }),
    dashboard: settings.dashboard,
    shutdown: shutdown.signal,
  });
  return {
    app: appFor(settings.proxy),
    proxyTo: appFor,
    admin: createAdminApp({ routes, adminToken: settings.adminToken, ...(onUnexpectedError && { onUnexpectedError }) }),
    adminBasePath,
    controls,
    simulation,
    store,
    seeded,
    scenario,
    settings,
    async close() {
      shutdown.abort();
      await Promise.all([store.flush(), simulation.upstream.recording.stop()]);
    },
  };
}

/** Options with every default filled in. */
export type MockSettings = typeof mockDefaults & Omit<MockOptions, keyof typeof mockDefaults>;

/** A built-in by name, or a value checked whole; a bad one throws `ScenarioError`. */
function resolveScenario(input: string | Scenario | undefined): Scenario | undefined {
  if (input === undefined || typeof input !== 'string') return input === undefined ? undefined : parseScenario(input, 'inline');
  const scenario = findBuiltinScenario(input);
  if (!scenario) {
    const known = builtinScenarios.map(({ name }) => name).join(', ');
    throw new ScenarioError(input, [{ path: '', message: `no built-in scenario has this name; known: ${known}` }]);
  }
  return scenario;
}

/** Options given as `undefined` fall back to the defaults, as if left out. */
function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}
