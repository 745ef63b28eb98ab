// The public shape of a store, written out: what a user holds is chosen here, not inferred from the
// controls, so a new internal control stays internal until it is added to this file (and to the API
// report, docs/api-report/).
import type { Har } from 'har-format';
import type { AdminAnswer, AdminSchema } from '../spec/admin-types.ts';
import type { Pet, PetStatus } from '../spec/schema-types.ts';
import type { CoverageDocument } from './state/coverage-document.ts';
import type { ActiveFailureRule } from './store/failure-rules.ts';
import type { PactOptions } from './reports/journal-to-pact.ts';
import type { PactDocument } from './reports/pact-types.ts';
import type { ResilienceDocument, ResilienceOptions } from './reports/resilience-document.ts';
import type { Scenario } from './store/scenario-types.ts';
import type { JournalEntry } from './state/journal.ts';

/** The clock as `GET /__admin/clock` shows it. */
export type ClockState = AdminSchema<'Clock'>;
/** The world in force and where it stands, as `GET /__admin/world` shows it. */
export type WorldState = AdminSchema<'WorldView'>;
/** One event the world applied to the store. */
export type WorldEvent = AdminSchema<'WorldEvent'>;
/** Why a request got its answer, as `GET /__admin/requests/{id}/explain` gives it. */
export type Explanation = AdminSchema<'Explanation'>;
/** What a scenario load did, as `POST /__admin/scenario` answers. */
export type ScenarioLoaded = AdminAnswer<'loadScenario'>;
/** What an undo put back, as `POST /__admin/scenario/undo` answers. */
export type ScenarioUndone = AdminAnswer<'undoScenario'>;
/** Where a clock move ended and the world's events on the way. */
export type ClockAdvanced = AdminSchema<'ClockMove'>;

/** A part of the store's state that changed, as the live feed names it. */
export type StorePart = 'store' | 'failures' | 'clock' | 'journal' | 'upstream' | 'coverage' | 'world';

/** What `subscribe` hands its listener: a request the journal recorded, a change, or a world event. */
export type StoreEvent =
  | { type: 'request'; entry: JournalEntry }
  | { type: 'change'; part: StorePart }
  | { type: 'world'; event: WorldEvent };

/** The pets, for reading; change them through the API (the handlers), a scenario or `reset`. */
export interface PetsView {
  /** The pets in id order, at most `limit`, optionally of one status (what `listPets` answers). */
  list(query?: { limit?: number; status?: PetStatus }): Pet[];
  /** The pet with that id, if the store has it. */
  get(id: number): Pet | undefined;
  /** How many pets the store has. */
  count(): number;
}

/** The failure rules in force (docs/scenarios-and-failures.md). */
export interface FailureControls {
  list(): ActiveFailureRule[];
  /** Adds rules, all checked first: none is added if one is invalid (`ApiError` `invalid_rule`). */
  add(rules: readonly unknown[]): ActiveFailureRule[];
  /** Removes the rule with that id; undefined when there is none. */
  remove(id: string): ActiveFailureRule | undefined;
  /** Removes every rule; returns how many there were. */
  clear(): number;
}

/** Which entries a journal read keeps: numbers, or the text of the query parameters of `GET /__admin/requests`. */
export interface JournalFilter {
  /** Only requests matched to this operation. */
  operationId?: string | undefined;
  /** Only answers with this status. */
  status?: number | string | undefined;
  /** Only entries with an id above this one. */
  since?: number | string | undefined;
  /** Only the newest this many of those (still oldest first). */
  limit?: number | string | undefined;
}

/** Every request the store answered, newest last (docs/explain.md for `explain`). */
export interface JournalControls {
  /** The entries, all or those `filter` keeps (`ApiError` `invalid_query` for a value out of range). */
  list(filter?: JournalFilter): JournalEntry[];
  /** The entries since the last reset or clear (what a pact is written from). */
  sinceReset(): JournalEntry[];
  /** The entries with an id above `id`. */
  after(id: number): JournalEntry[];
  /** The newest entry's id (0 when none). */
  newestId(): number;
  /** Why that request got its answer; undefined for an id the journal no longer keeps. */
  explain(id: number): Explanation | undefined;
  /** Removes every entry; returns how many there were. */
  clear(): number;
  /** Calls `listener` with each entry as it is recorded; returns the way to stop. */
  subscribe(listener: (entry: JournalEntry) => void): () => void;
}

/** The store's clock (docs/world.md). */
export interface ClockControls {
  get(): ClockState;
  /** Sets the time (null: real time; undefined: the same) and, when given, the speed (0 frozen, 1 real time). */
  set(date: Date | null | undefined, options?: { speed?: number | undefined }): ClockState;
  /** Moves forward by a duration (`'2h'`, ms) or to a date, applying the world's events on the way. */
  advance(move: string | number | { to: string }): ClockAdvanced;
}

/** What the store records of an upstream's answers in proxy mode (docs/proxy-and-recording.md). */
export interface RecordingControls {
  /** Starts recording afresh (`ApiError` `not_proxying` when the store answers everything itself). */
  start(): RecordingStatus;
  /** Stops the recording that runs (`ApiError` `not_found` when none does). */
  stop(): Promise<RecordingStatus>;
  status(): RecordingStatus;
  /** What has been recorded, as a scenario. */
  scenario(): Scenario;
}

/** A recording's state, as `GET /__admin/recording` shows it. */
export type RecordingStatus = AdminSchema<'Recording'>;
/** The upstream's answers checked against the contract, as `GET /__admin/contract` shows them. */
export type ContractState = AdminSchema<'ContractReport'>;

/** Other shoppers on the store's clock (docs/world.md). */
export interface WorldControls {
  get(): WorldState;
  /** Puts a world in force from now (null turns it off); an invalid one is `ApiError` `invalid_world`. */
  set(input: unknown): WorldState;
  /** The kept events with a seq above `since`, oldest first. */
  events(since?: number): WorldEvent[];
  /** Resolves once the store has persisted what the world changed. */
  written(): Promise<void>;
}

/**
 * The store behind the MSW handlers: the same mock the server runs, with the control plane's
 * operations as functions.
 * @example
 * const store = await createAnimalStore({ seed: 7, apiKeys: ['test-key'] });
 * await store.loadScenario('sold-out');
 * store.failures.add([{ operationId: 'listPets', status: 503, times: 1 }]);
 */
export interface AnimalStore {
  pets: PetsView;
  /** Back to the data, keys, rules and clock the store started with. */
  reset(): Promise<void>;
  /**
   * Loads a built-in scenario by name, or a scenario value (`ApiError` `invalid_scenario` when it
   * cannot); `{ paused: true }` leaves the clock paused at its instant (docs/snapshots.md).
   */
  loadScenario(input: unknown, source?: string, options?: { paused?: boolean }): Promise<ScenarioLoaded>;
  /** Puts back the pets the newest scenario load replaced (stores kept in a db file only). */
  undoScenario(): Promise<ScenarioUndone>;
  /** The current state as a snapshot (`snapshot()`); loading it gives the same answers. */
  exportScenario(): Scenario;
  /**
   * The mock now, or with `at` just before that journal entry was answered, as a scenario file that
   * replays exactly here or on a server (docs/snapshots.md); an entry no longer held is `not_found`.
   * @example const found = store.snapshot({ at: 42 });
   */
  snapshot(options?: { at?: number }): Scenario;
  failures: FailureControls;
  journal: JournalControls;
  clock: ClockControls;
  world: WorldControls;
  /** The upstream's answers checked against the contract (proxy mode). */
  contract: { report(): ContractState };
  recording: RecordingControls;
  /** Which answers and injected failures the store gave so far (docs/coverage.md). */
  coverage(): CoverageDocument;
  /** Starts counting coverage afresh. */
  resetCoverage(): void;
  /** How the client met the failures it was served, judged now (docs/resilience.md). */
  resilience(options?: Partial<Record<keyof ResilienceOptions, number | string>>): ResilienceDocument;
  /** The journal as HAR 1.2; URLs are given `origin` (the page's own by default, else `http://localhost`). */
  har(options?: { origin?: string }): Har;
  /** The pact the exchanges since the last reset or journal clear make (docs/pact.md). */
  pact(options: PactOptions): PactDocument;
  /** Sets up a provider state a pact names; resolves with the generators' values. */
  setUpProviderState(body: unknown): Promise<Record<string, unknown>>;
  /** Every request and every change, as they happen; returns the way to stop. */
  subscribe(listener: (event: StoreEvent) => void): () => void;
}
