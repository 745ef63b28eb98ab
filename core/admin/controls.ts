import type { CoverageDocument } from '../state/coverage-document.ts';
import { ApiError } from '../exchange/errors.ts';
import { judgeResilience } from '../reports/judge-resilience.ts';
import type { ResilienceDocument, ResilienceOptions } from '../reports/resilience-document.ts';
import { resilienceOptions } from '../reports/resilience-options.ts';
import type { FailureRule } from '../store/failure-rules.ts';
import { validateRules } from '../store/validate-rules.ts';
import { parseScenario } from '../store/parse-scenario.ts';
import { builtinScenarioNamed } from '../store/builtin-scenario-named.ts';
import { scenarioRefusal } from '../store/scenario-error.ts';
import { scenarioToStoreData } from '../store/scenario-to-store-data.ts';
import type { Scenario } from '../store/scenario-types.ts';
import { upstreamControls } from '../state/upstream-controls.ts';
import { clockView } from '../state/clock-view.ts';
import type { JournalEntry } from '../state/journal.ts';
import { readJournalFilter, type JournalFilterInput } from '../state/journal-filter.ts';
import { createChangeFeed, type AdminEvent } from './change-feed.ts';
import type { StoreBackups } from '../store/store-backups.ts';
import type { StoreData } from '../store/store-data.ts';
import type { PetStore } from '../store/pet-store.ts';
import type { Simulation } from '../state/create-simulation.ts';
import type { Duration } from '../store/scenario-types.ts';
import type { WorldPort } from '../world/world-port.ts';
import { snapshotState, type RestoreOptions } from '../reports/restore-snapshot.ts';
import { takeSnapshot } from '../reports/take-snapshot.ts';

/** What the controls are given: the start data, the backups, the world, and every feature's section of a scenario file. */
export interface ControlsOptions {
  startData: () => Promise<StoreData>;
  backups?: StoreBackups | undefined;
  world: WorldPort;
  /** The start scenario, when the mock started from one: a reset puts back its snapshot section too. */
  startScenario?: Scenario | undefined;
}

/**
 * The operations of the control plane, as functions: the admin API calls them over HTTP, MSW users
 * call them directly. `reset` returns to the start state: `startData`, with the keys, rules and
 * clock the simulation has now.
 * @example const controls = createControls(simulation, { startData }); await controls.loadScenario('sold-out');
 */
export function createControls(simulation: Simulation, { startData, backups, world, startScenario }: ControlsOptions) {
  const { store, failures, journal, clock } = simulation;
  const changes = createChangeFeed();
  const ruleDefinitions = (): FailureRule[] =>
    failures.list().map(({ matched: _matched, fired: _fired, left: _left, ...rule }) => rule);
  // The state a journal entry kept, with the pets as they stood then.
  const momentBefore = (at: number) => {
    const state = journal.stateBefore(at);
    const data = state && store.dataAt(state.mark);
    if (state && data) return { state, data };
    const oldest = journal.oldestId();
    const oldestState = journal.stateBefore(oldest);
    throw new ApiError({
      code: 'not_found',
      message:
        oldestState && store.dataAt(oldestState.mark)
          ? `The journal holds no state before entry ${at}: the oldest it can give is entry ${oldest}.`
          : `The journal holds no state before entry ${at}: it holds no entry to give one for.`,
    });
  };
  // A pact reads the exchanges since the last reset (`journal.sinceReset`): those before it met another store.
  let resetAfter = 0;
  // What replaces the pets (reset, loads, undo, provider states) takes turns: each starts once the one
  // before it is done, so parallel undos take one backup each, newest first.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(change: () => Promise<T>): Promise<T> => {
    const done = turn.then(change);
    turn = done.catch(() => undefined);
    return done;
  };
  const start = {
    apiKeys: [...simulation.apiKeys()],
    failures: ruleDefinitions(),
  };

  return {
    /** The pets, for reading (the admin API's store view); `changed` tells live views of an edit made elsewhere. */
    store: {
      // Reads catch the world up first, as the API's do.
      count: () => (world.catchUp(), store.count()),
      list: (query: Parameters<PetStore['list']>[0]) => (world.catchUp(), store.list(query)),
      get: (id: number) => (world.catchUp(), store.get(id)),
      snapshot: () => (world.catchUp(), store.snapshot()),
      changed: () => changes.emit('store'),
      /** Puts other data in place of the store's (a provider state set up for a pact's verifier). */
      replace: (data: StoreData): Promise<void> =>
        inTurn(async () => {
          await store.replace(data);
          changes.emit('store');
        }),
    },

    health: () => ({ status: 'ok' as const, pets: store.count(), time: clock.now().toISOString() }),

    /** Back to the data, keys, rules and clock this store started with. */
    reset: (): Promise<void> =>
      inTurn(async () => {
        store.checkWritable();
        const data = await startData();
        if (backups) await backups.keep(store.snapshot(), 'reset');
        await store.replace(data);
        simulation.setApiKeys(start.apiKeys);
        failures.replace(start.failures);
        world.reset();
        if (startScenario?.snapshot) restoreSnapshot(simulation, startScenario);
        resetAfter = journal.newestId();
        changes.emit('store', 'failures', 'clock', 'world');
      }),

    /**
     * Loads a built-in scenario by name, or a scenario value (checked whole before anything changes);
     * either one it cannot load is 400 `invalid_scenario`.
     */
    async loadScenario(
      input: string | unknown,
      source = 'inline',
      { paused = false }: RestoreOptions = {},
    ): Promise<{ name: string; pets: number; backup?: string }> {
      let scenario: Scenario;
      try {
        scenario = typeof input === 'string' ? await builtinScenarioNamed(input) : parseScenario(input, source);
      } catch (error) {
        throw scenarioRefusal(error);
      }
      return inTurn(async () => {
        store.checkWritable();
        // A store kept in a file is the person's data: what the scenario replaces is kept first.
        const backup = backups && (await backups.keep(store.snapshot(), scenario.name));
        await applyScenario(simulation, scenario);
        world.load(scenario.world);
        if (scenario.snapshot) restoreSnapshot(simulation, scenario, { paused });
        else if (paused) world.setClock({ now: clock.now(), speed: 0 });
        changes.emit('store', 'failures', 'clock', 'world');
        return { name: scenario.name, pets: store.count(), ...(backup && { backup }) };
      });
    },

    /** Puts back the pets the newest scenario load replaced (keys, rules and clock stay); its backup is then removed. */
    undoScenario: (): Promise<{ restored: string; pets: number }> =>
      inTurn(async () => {
        store.checkWritable();
        const newest = await backups?.takeNewest();
        if (!newest) {
          throw new ApiError({
            code: 'nothing_to_undo',
            message: backups
              ? 'No scenario load is left to undo: every backup was restored already.'
              : 'This store keeps no backups (it is not kept in a db file): there is no scenario load to undo.',
          });
        }
        await store.replace(newest.data);
        await newest.drop();
        changes.emit('store');
        return { restored: newest.path, pets: store.count() };
      }),

    /**
     * The mock as a snapshot (a scenario file with its `snapshot` section): now, or with `at` just
     * before the journal entry with that id was answered; loading it gives the same next answers.
     * Writes nothing. An entry the journal no longer holds is 404 `not_found` naming the oldest it can give.
     * @example const found = store.snapshot({ at: 42 }); await other.loadScenario(found);
     */
    snapshot({ at }: { at?: number | undefined } = {}): Scenario {
      const moment = at === undefined ? { state: simulation.state(), data: store.snapshot() } : momentBefore(at);
      return takeSnapshot({ ...moment, takenAt: new Date().toISOString(), at, parts: simulation.snapshotParts() });
    },

    /**
     * The current state as a scenario file (`GET /__admin/db`, `scenario export`): the snapshot
     * without `takenAt`, so two exports of one state are the same bytes.
     */
    exportScenario(): Scenario {
      return takeSnapshot({ state: simulation.state(), data: store.snapshot(), parts: simulation.snapshotParts() });
    },

    failures: {
      list: () => failures.list(),
      /** Adds rules (all checked first: none is added if one is wrong). */
      add(rules: readonly unknown[]) {
        const valid = validateRules(rules);
        const taken = new Set(failures.list().map(({ id }) => id));
        const clash = valid.find(({ id }) => id !== undefined && taken.has(id));
        if (clash)
          throw new ApiError({ code: 'rule_exists', message: `A failure rule with id "${clash.id}" exists already.` });
        const added = valid.map((rule) => failures.add(rule));
        changes.emit('failures');
        return added;
      },
      remove(id: string) {
        const rule = failures.list().find((candidate) => candidate.id === id);
        if (!rule || !failures.remove(id)) return undefined;
        changes.emit('failures');
        return rule;
      },
      clear(): number {
        const count = failures.list().length;
        failures.clear();
        changes.emit('failures');
        return count;
      },
    },

    journal: {
      /**
       * The entries a filter keeps, oldest first (all without one): `operationId`, `status`, `since`
       * (a journal id, exclusive) and `limit` (the newest that many), as numbers or query text;
       * throws `invalid_query` naming a parameter out of range.
       * @example store.journal.list({ operationId: 'createPet', status: 201, limit: 5 })
       */
      list(filter: JournalFilterInput = {}): JournalEntry[] {
        const read = readJournalFilter(filter);
        if ('error' in read) throw new ApiError({ code: 'invalid_query', message: read.error.message });
        return journal.list(read.filter);
      },
      /** The entries since the last reset or clear: what a pact is written from. */
      sinceReset: () => journal.after(resetAfter),
      after: journal.after,
      /** What one entry's explanation is read from (the explain room reads it; see `journal.evidence`). */
      evidence: journal.evidence,
      newestId: journal.newestId,
      instance: journal.instance,
      clear(): number {
        const count = journal.count();
        journal.clear();
        changes.emit('journal');
        return count;
      },
      subscribe: journal.subscribe,
    },

    clock: {
      get: () => (world.catchUp(), clockView(clock)),
      /**
       * Sets the time (null: real time; undefined: the same) and, when given, the speed (0 frozen,
       * 1 real time, 3600 an hour a second). With a world on, moving forward applies its events on
       * the way and moving back is refused (`clock_backwards`).
       */
      set(date: Date | null | undefined, { speed }: { speed?: number | undefined } = {}) {
        // The clock is kept in the store's data: a store that cannot be written refuses the move whole.
        store.checkWritable();
        world.setClock({ now: date, speed });
        changes.emit('clock');
        return clockView(clock, date ?? undefined);
      },
      /** Moves the clock forward by a duration (`'2h'`, ms) or to a date, applying the world's events on the way. */
      advance(move: Duration | { to: string }) {
        store.checkWritable();
        const moved = world.advance(typeof move === 'object' ? move : { by: move });
        changes.emit('clock');
        return moved;
      },
    },

    /** Other shoppers on the mock's clock (docs/world.md). */
    world: {
      get: () => world.view(),
      /** Puts a world in force from now (null turns it off); an invalid one is 400 `invalid_world`. */
      set(input: unknown) {
        store.checkWritable();
        const view = world.set(input);
        changes.emit('world');
        return view;
      },
      /** The newest events with a seq above `since`. */
      events: (since = 0) => world.events(since),
      /** Resolves once the store has persisted what the world changed. */
      written: () => world.written(),
    },

    /** Which answers and injected failures this mock gave so far, as the coverage JSON. */
    coverage: (): CoverageDocument => simulation.coverage.snapshot(),
    /** Starts counting coverage afresh (a `reset` of the store keeps it). */
    resetCoverage(): void {
      simulation.coverage.reset();
      changes.emit('coverage');
    },

    /**
     * How the client reacted to the failures this mock showed it, judged now from what the journal
     * holds (`options` as numbers or query text); throws `invalid_query` for an option out of range.
     * @example expect(store.resilience({ giveUpAfter: 200 }).checks['retry-after'].verdict).toBe('pass')
     */
    resilience(options: Partial<Record<keyof ResilienceOptions, number | string>> = {}): ResilienceDocument {
      const parsed = resilienceOptions(options);
      if ('error' in parsed) throw new ApiError({ code: 'invalid_query', message: parsed.error.message });
      return judgeResilience(journal.exchanges(), parsed.options);
    },

    ...upstreamControls(simulation.upstream, () => changes.emit('upstream')),

    /**
     * Every request the journal records and every change made through these controls, as they
     * happen (what the dashboard's live views follow); returns the way to stop.
     */
    subscribe(listener: (event: AdminEvent) => void): () => void {
      const stopRequests = journal.subscribe((entry) => listener({ type: 'request', entry }));
      const stopChanges = changes.subscribe((part) => listener({ type: 'change', part }));
      const stopWorld = world.subscribe((event) => listener({ type: 'world', event }));
      return () => {
        stopRequests();
        stopChanges();
        stopWorld();
      };
    },
  };
}

export type Controls = ReturnType<typeof createControls>;

/**
 * Puts a (checked) scenario in force: its data replaces the store's; its keys, rules and clock
 * replace the current ones only when it gives them.
 */
export async function applyScenario(simulation: Simulation, scenario: Scenario): Promise<void> {
  await simulation.store.replace(await scenarioToStoreData(scenario));
  applyScenarioSettings(simulation, scenario);
}

/** Puts back a loaded snapshot's state besides the pets: rules with what they spent, the random stream, the clock, each part. */
export function restoreSnapshot(simulation: Simulation, scenario: Scenario, options: RestoreOptions = {}): void {
  simulation.restoreState(snapshotState(scenario, scenario.snapshot!, options));
}

/** The keys, rules and clock a scenario gives (each only when it gives them), without its data. */
export function applyScenarioSettings(simulation: Simulation, scenario: Scenario): void {
  if (scenario.apiKeys) simulation.setApiKeys(scenario.apiKeys);
  if (scenario.failures) simulation.failures.replace(scenario.failures);
  if (scenario.clock) simulation.clock.set(new Date(scenario.clock.now), scenario.clock.speed);
}
