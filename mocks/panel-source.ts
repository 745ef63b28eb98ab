import { builtinScenarios } from '../core/store/builtin-scenarios.ts';
import type { ErrorBody } from '../spec/schema-types.ts';
import type { DashboardSource, LiveFeed } from '../ui/src/dashboard-source.ts';
import type { Outcome, PetQuery, StoreSummary } from '../ui/src/admin-types.ts';
import type { AnimalStore } from '../core/animal-store.ts';

type StatusCounts = StoreSummary['byStatus'];

/**
 * The panel's source: the page's own store, called directly (no HTTP), answering what the admin
 * API would; a thrown ApiError becomes its Error body, as the control plane would have sent it.
 */
export function storeSource(store: AnimalStore): DashboardSource {
  let exported: string | undefined;
  const call = async <T>(run: () => T | Promise<T>): Promise<Outcome<T>> => {
    try {
      return { ok: true, value: await run() };
    } catch (error) {
      return { ok: false, error: errorBody(error) };
    }
  };
  const notFound = (message: string): never => {
    throw Object.assign(new Error(message), { code: 'not_found', status: 404 });
  };
  // The store's read applies the world's due events first, as every read of the API does.
  const pets = () => store.pets.list();
  return {
    label: 'in this page (MSW)',
    sandboxes: false,
    sandbox: undefined,
    feed: storeFeed(store),
    storeSummary: () =>
      call(() => {
        const byStatus: StatusCounts = { available: 0, pending: 0, sold: 0, none: 0 };
        for (const pet of pets()) byStatus[pet.status ?? 'none'] += 1;
        return { pets: store.pets.count(), byStatus, storage: { kind: 'memory' as const } };
      }),
    pets: (query: PetQuery) =>
      call(() => {
        const needle = query.name.toLowerCase();
        const matching = pets().filter(
          (pet) =>
            (query.status === '' || (pet.status ?? 'none') === query.status) &&
            (needle === '' || pet.name.toLowerCase().includes(needle)),
        );
        if (query.order === 'desc') matching.reverse();
        return {
          total: matching.length,
          offset: query.offset,
          limit: query.limit,
          pets: matching.slice(query.offset, query.offset + query.limit),
        };
      }),
    scenarios: () => call(() => builtinScenarios.map(({ name, description }) => ({ name, description }))),
    loadScenario: (scenario) => call(() => store.loadScenario(scenario)),
    undoScenario: () => call(() => store.undoScenario()),
    reset: () =>
      call(async () => {
        await store.reset();
        return { status: 'ok' as const, pets: store.pets.count(), time: store.clock.get().now };
      }),
    exportHref() {
      if (exported) URL.revokeObjectURL(exported);
      exported = URL.createObjectURL(
        new Blob([JSON.stringify(store.exportScenario(), null, 2)], { type: 'application/json' }),
      );
      return exported;
    },
    snapshot: (at) => call(() => store.snapshot({ at })),
    listSandboxes: () => call(() => []),
    failures: () => call(() => store.failures.list()),
    addFailure: (rule) => call(() => store.failures.add([rule])[0]!),
    removeFailure: (id) => call(() => store.failures.remove(id) ?? notFound(`No failure rule with id "${id}".`)),
    clearFailures: () => call(() => ({ removed: store.failures.clear() })),
    requests: () => call(() => store.journal.list()),
    clearRequests: () => call(() => ({ removed: store.journal.clear() })),
    explain: (id) => call(() => store.journal.explain(id) ?? notFound(`The journal no longer keeps request ${id}.`)),
    clock: () => call(() => store.clock.get()),
    setClock: (now) =>
      call(async () => {
        const clock = store.clock.set(now === null ? null : new Date(now));
        await store.world.written();
        return clock;
      }),
    setSpeed: (speed) => call(() => store.clock.set(undefined, { speed })),
    advanceClock: (by) =>
      call(async () => {
        const moved = store.clock.advance(by);
        await store.world.written();
        return moved;
      }),
    world: () => call(() => store.world.get()),
    worldEvents: () => call(() => ({ events: store.world.events() })),
    contract: () => call(() => store.contract.report()),
    recording: () => call(() => store.recording.status()),
    // A page has no recordings folder: the recording is kept in memory (`store.recording.scenario()`).
    startRecording: () => call(() => store.recording.start()),
    stopRecording: () => call(() => store.recording.stop()),
    coverage: () => call(() => store.coverage()),
    resetCoverage: () =>
      call(() => {
        store.resetCoverage();
        return store.coverage();
      }),
    resilience: () => call(() => store.resilience()),
  };
}

/** The store's own change feed: nothing to connect to, so always live. */
function storeFeed(store: AnimalStore): LiveFeed {
  return { state: () => 'live', subscribe: (listener) => store.subscribe(listener), onState: () => () => {} };
}

function errorBody(error: unknown): ErrorBody {
  const { code, status, message } = error as Partial<ErrorBody> & { message?: string };
  return { code: code ?? 'internal', status: status ?? 500, message: message ?? String(error) };
}
