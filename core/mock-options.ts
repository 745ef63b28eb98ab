import type { Adapter } from 'lowdb';
import type { AdminRoute } from './admin/admin-context.ts';
import type { AdminOperations } from './admin/admin-operations.ts';
import type { DashboardAssets } from './admin/dashboard-routes.ts';
import type { StorageInfo } from './admin/store-routes.ts';
import type { PetStatus } from '../spec/schema-types.ts';
import type { FailureRule } from './store/failure-rules.ts';
import { localOrigins } from './api/cors.ts';
import type { UnexpectedErrorListener } from './exchange/error-boundary.ts';
import type { ProxyOptions } from './state/proxy-options.ts';
import type { RecordingSink } from './state/recording.ts';
import type { Scenario } from './store/scenario-types.ts';
import type { WorldInput } from './store/scenario-types.ts';
import { journalBodyBudget } from './state/journal.ts';
import type { StoreBackups } from './store/store-backups.ts';
import type { SandboxOptions } from './admin/sandbox-options.ts';
import type { SandboxOperations } from './admin/sandbox-routes.ts';
import type { StoreData } from './store/store-data.ts';

export { proxyDefaults } from './state/proxy-options.ts';
export { sandboxDefaults, type SandboxOptions } from './admin/sandbox-options.ts';

/** Everything a mock is built from: the server's command line and `createAnimalStore` both parse into it. */
export interface MockOptions {
  /** Where the data lives (default: lowdb's `Memory`). */
  adapter?: Adapter<StoreData>;
  /** Seed of the generated pets and of failure probabilities (0..2^32-1). */
  seed?: number;
  /** Pets generated when the store is new. */
  count?: number;
  /**
   * A built-in scenario name or a scenario value: the start state in place of generated pets. Its
   * keys, rules and clock apply from the start.
   */
  scenario?: string | Scenario | undefined;
  /** Put the start state in place even when the store holds data. */
  reset?: boolean;
  /** Accepted API keys; with none, any non-empty bearer token is accepted. */
  apiKeys?: readonly string[];
  /** Status given to pets created without one (default: none). */
  defaultStatus?: PetStatus | undefined;
  /** Failure rules in force from the start. */
  failures?: readonly FailureRule[];
  /** Simulated time at start; null is real time. */
  now?: Date | null;
  /** How fast the clock runs: 0 frozen, 1 real time (the default), 3600 an hour a second. */
  speed?: number;
  /** Other shoppers on the mock's clock (docs/world.md); a scenario's own world comes first. */
  world?: WorldInput | undefined;
  /** Most world events one clock move applies (default 10,000). */
  worldLimit?: number;
  /** Requests the journal keeps. */
  journalSize?: number;
  /** Bytes of request and response bodies the journal keeps in all; past it the oldest bodies are dropped, their entries kept. */
  journalBytes?: number;
  /**
   * Header names the journal masks (name kept, value replaced) besides Authorization,
   * Proxy-Authorization, Cookie, Set-Cookie, X-Api-Key, X-Auth-Token and any name holding token,
   * secret or key.
   */
  maskHeaders?: readonly string[] | undefined;
  /** Longest a `timeout` fault holds a request, in ms. */
  maxHangMs?: number;
  /** Real time in ms (default `Date.now`): a test passes its own to move a running clock without waiting. */
  realNow?: (() => number) | undefined;
  /** Origins allowed by CORS: exact, `http://host:*` for any port, or `*`. */
  corsOrigins?: readonly string[];
  /** When set, every admin request must carry it. */
  adminToken?: string | undefined;
  /**
   * Host names served besides IP literals, `localhost` and `*.localhost`; any other `Host` gets 403
   * (against DNS rebinding). Undefined: no check (MSW, where there is no Host to spoof).
   */
  allowedHosts?: readonly string[] | undefined;
  /** Where the data lives, for the admin store view. */
  storage?: () => Promise<StorageInfo>;
  /** Where a scenario load or a reset keeps the data it replaces, for an undo (a file-backed store). */
  backups?: StoreBackups | undefined;
  /** The built dashboard, served by the admin API. */
  dashboard?: DashboardAssets | undefined;
  /** Told of every fault that became a 500, for the log. */
  onUnexpectedError?: UnexpectedErrorListener;
  /**
   * Isolated mocks selected by the `Animal-Store-Sandbox` header (a server shared by parallel
   * tests): each starts from this mock's start state, in memory.
   */
  sandboxes?: SandboxOptions | undefined;
  /** Forward the API's requests to a real environment (see `ProxyOptions`). */
  proxy?: ProxyOptions | undefined;
  /** Opens a recording file named over HTTP (`POST /__admin/recording`), or null to keep it in memory; throws an `ApiError` for a name it refuses. */
  openRecording?: (file: string) => RecordingSink | null;
  /**
   * More control plane routes (a server's `/mcp`), made with the mock over what they act on, behind
   * the same guards as the others; they stay with the main mock: a sandbox's control plane does not
   * have them.
   */
  adminRoutes?: ((reach: ControlPlaneReach) => readonly AdminRoute[]) | undefined;
}

/**
 * What a server's own admin routes act on, as functions called in process (past the guards the
 * route itself stands behind): this mock's admin operations, and its sandboxes'.
 */
export interface ControlPlaneReach {
  operations: AdminOperations;
  sandboxes:
    | {
        operations: SandboxOperations;
        /** A live sandbox's operations, counted as a request to it, as its header would be; undefined when there is none (none is made). */
        use(name: string): AdminOperations | undefined;
        /** The live sandboxes' names, least recently used first. */
        names(): string[];
      }
    | undefined;
}

/** The one set of defaults; `npm start`, MSW stores and tests all start from it. */
export const mockDefaults: Required<Pick<MockOptions, DefaultedOption>> = {
  seed: 42,
  count: 50,
  reset: false,
  apiKeys: [],
  failures: [],
  now: null,
  speed: 1,
  worldLimit: 10_000,
  journalSize: 1000,
  journalBytes: journalBodyBudget,
  maxHangMs: 60_000,
  corsOrigins: localOrigins,
};

type DefaultedOption =
  | 'seed'
  | 'count'
  | 'reset'
  | 'apiKeys'
  | 'failures'
  | 'now'
  | 'speed'
  | 'worldLimit'
  | 'journalSize'
  | 'journalBytes'
  | 'maxHangMs'
  | 'corsOrigins';

/**
 * Each option is one of two kinds; a new option must say which (this fails to compile otherwise).
 * `start`: what a mock starts from and how it answers: its data (pets from seed and count, or a
 * scenario), keys, rules, clock and journal; plain values, and all a sandbox gets of its server's.
 * `host`: what the host lends it: storage (the adapter, reset, the storage view), the recording
 * folder, the upstream and its sender, the dashboard's files, the error log, sandboxes, the db
 * file's backups, a server's own admin routes (`/mcp`), and who
 * may call (served hosts, CORS origins, the admin token); resources and policies.
 */
const optionKinds = {
  seed: 'start',
  count: 'start',
  scenario: 'start',
  apiKeys: 'start',
  defaultStatus: 'start',
  failures: 'start',
  now: 'start',
  speed: 'start',
  world: 'start',
  worldLimit: 'start',
  journalSize: 'start',
  journalBytes: 'start',
  maskHeaders: 'start',
  maxHangMs: 'start',
  adapter: 'host',
  reset: 'host',
  storage: 'host',
  openRecording: 'host',
  proxy: 'host',
  dashboard: 'host',
  onUnexpectedError: 'host',
  sandboxes: 'host',
  allowedHosts: 'host',
  corsOrigins: 'host',
  adminToken: 'host',
  backups: 'host',
  adminRoutes: 'host',
  realNow: 'host',
} as const satisfies Record<keyof MockOptions, 'start' | 'host'>;

type OptionsOfKind<Kind> = {
  [K in keyof MockOptions]-?: (typeof optionKinds)[K] extends Kind ? K : never;
}[keyof MockOptions];

/** What a mock starts from: the part of its options a sandbox is built from. */
export type StartState = Pick<MockOptions, OptionsOfKind<'start'>>;
/** What the host lends a mock: the part of its options that holds resources and policies. */
export type HostCapabilities = Pick<MockOptions, OptionsOfKind<'host'>>;

const keysOfKind = (kind: 'start' | 'host') =>
  Object.keys(optionKinds).filter((key) => optionKinds[key as keyof MockOptions] === kind) as (keyof MockOptions)[];
const startStateKeys = keysOfKind('start') as OptionsOfKind<'start'>[];
const hostCapabilityKeys = keysOfKind('host') as OptionsOfKind<'host'>[];

/**
 * Splits options into the two values a mock is assembled from; anything else given (a field of
 * another config, an option nobody sorted) is left out of both.
 * @example const { start, host } = splitMockOptions({ seed: 7, adapter: new Memory() });
 */
export function splitMockOptions(options: MockOptions): { start: StartState; host: HostCapabilities } {
  return { start: pick(options, startStateKeys), host: pick(options, hostCapabilityKeys) };
}

/** The given keys of a value that are set (undefined falls back to the defaults, as if left out). */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) picked[key] = value[key];
  return picked as Pick<T, K>;
}
