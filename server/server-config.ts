import type { Mock } from '../core/create-mock.ts';
import { listenDefaults } from '../core/listen-defaults.ts';
import type { MockOptions } from '../core/mock-options.ts';

/** Everything the server is started with: the mock's options, and where and how to serve them. */
export interface ServerConfig
  extends Omit<MockOptions, 'adapter' | 'scenario' | 'storage' | 'dashboard' | 'onUnexpectedError' | 'allowedHosts'> {
  port: number;
  host: string;
  /** Path of the JSON db file; `null` keeps the store in memory. */
  db: string | null;
  /** A built-in scenario name or a scenario file to load at start (replaces the data). */
  scenario?: string | undefined;
  /** No log line per request. */
  quiet?: boolean;
  /** Acknowledge a write only once it reached the disk (fsync). */
  fsync?: boolean;
  /** Node's limits for slow clients: the request head, and the whole request. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  /** Record the pets of the upstream's answers into this scenario file from the start (any path). */
  record?: string | undefined;
  /** The folder recordings started over HTTP are written in (nowhere else). */
  recordingsDir?: string;
  /** Host names served besides IP literals, localhost and `host`; `all` turns the Host check off. */
  allowedHosts?: readonly string[] | 'all' | undefined;
  /** The options set on the command line (attribute names), to say which of them do not apply. */
  given?: readonly string[];
}

/**
 * What only the server adds to the mock's defaults (those are `mockDefaults`, in the core): the
 * one place the command line and `startServer` both take them from.
 */
export const serverDefaults = {
  ...listenDefaults,
  db: '.data/db.json',
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  // Inside the data folder, which a project ignores already: recordings are data too.
  recordingsDir: '.data/recordings',
};

export interface RunningServer extends Omit<Mock, 'close'> {
  /** Base URL of the API, ending in `/v1`. */
  url: string;
  port: number;
  /** Where this start kept what its --scenario or --reset replaced in the db file (shown path). */
  startBackup?: string | undefined;
  /** The dashboard's build was found (dist/ui): without it the banner names no dashboard URL. */
  dashboardBuilt: boolean;
  /** Stops accepting, lets in-flight requests and writes finish, then resolves. */
  close(): Promise<void>;
}

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}
