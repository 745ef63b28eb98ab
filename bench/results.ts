import type { LoadResult } from './lib/load.ts';
import type { RouteName } from './lib/routes.ts';

/** Which server answered a load: the two baselines, or the mock in memory or over a JSON file. */
/** `world`: the mock in memory with a world configured on a frozen clock, so nothing is ever due. */
export type ServerKind = 'raw' | 'koa' | 'memory' | 'file' | 'world';

export interface LoadCase {
  /** The mock server a load belongs to (`memory 10k`); a baseline load carries the group it was paired with. */
  group: string;
  server: ServerKind;
  /** Stored pets. */
  size: number;
  route: RouteName;
  result: LoadResult;
}

export interface StartupCase {
  /** `koa-plain`: bare Koa whose pets are objects made in a loop, the floor of a start with that many pets. */
  server: 'raw' | 'koa' | 'koa-plain' | 'memory' | 'file';
  size: number;
  runsMs: number[];
  medianMs: number;
  /** The server's CPU time (user + system) from spawn to that first 200, median of the runs; Linux only. */
  medianCpuMs?: number;
}

export interface MemoryCase {
  server: ServerKind;
  size: number;
  rssStartMB: number;
  rssAfterMB: number;
}

/** A server of the memory section: bare Koa, the mock in memory, and the same with `--journal-size 0`. */
export type MemoryServer = 'koa' | 'memory' | 'memory-no-journal';

/** RSS of a fresh server before and after one of the memory section's loads. */
export interface MemoryLoadCase {
  /** Every route of the load section in turn, or reads only (list, filtered list, get) for longer on more connections. */
  load: 'all routes' | 'reads';
  server: MemoryServer;
  size: number;
  rssStartMB: number;
  rssAfterMB: number;
}

export interface MswCase {
  handler: 'bare' | 'ours';
  result: LoadResult;
}

/** The panel case's variants: no panel imported, mounted and never opened, opened and closed again. */
export const panelVariants = ['none', 'closed', 'reopened'] as const;
export type PanelVariant = (typeof panelVariants)[number];

/** The MSW read path in Chromium with the panel as `variant` says: every run, and their median. */
export interface PanelCase {
  variant: PanelVariant;
  runs: LoadResult[];
  result: LoadResult;
}

/** A fresh process: import msw/node, then (on top) the built animal-store-mock/msw and createAnimalStore(). */
export interface MswColdCase {
  mswMs: number[];
  oursMs: number[];
}

/** Sandboxes in one server (issue 15). */
export interface SandboxCase {
  /** Milliseconds per POST /__admin/sandboxes, each from the default start state (50 pets). */
  createMs: number[];
  rssBeforeMB: number;
  /** RSS with every created sandbox live. */
  rssAfterMB: number;
  /** The same list, to the main store and to a sandbox, one after the other. */
  main: LoadResult;
  sandbox: LoadResult;
  /** Concurrent workers, each in its own sandbox; steps each took; null when isolation failed. */
  isolation: { workers: number; seconds: number; steps: number[] | null; failure?: string };
}

/** The same load straight to an upstream and through a proxy (`--proxy`) in front of it. */
export interface ProxyCase {
  upstream: 'loopback' | '20 ms away';
  connections: number;
  direct: LoadResult;
  proxied: LoadResult;
  /** The same load through a bare node:http pass-through proxy (bench/servers/pass-through-proxy.ts), the limit; loopback only. */
  bare?: LoadResult;
}

export interface FixtureCase {
  count: number;
  runsMs: number[];
}

export interface DurableCreateCase {
  server: 'mock' | 'mock --fsync' | 'json-server';
  size: number;
  result: LoadResult;
}

export interface ReplayStartCase {
  size: number;
  /** Creates waiting in the append log at start. */
  logged: number;
  runsMs: number[];
  medianMs: number;
  /** The server's CPU time (user + system) from spawn to that first 200, median of the runs; Linux only. */
  medianCpuMs?: number;
}

export interface DurableResults {
  creates: DurableCreateCase[];
  starts: ReplayStartCase[];
  /** Why there is no json-server row, when there is none. */
  jsonServerMissing?: string;
}

/** One HAR case (issue 29): the work's times and JSON.parse's of the same document, run for run. */
export interface HarCase {
  kind: 'export' | 'import';
  entries: number;
  bytes: number;
  runsMs: number[];
  parseMs: number[];
}

/** The world case (issue 35): one clock move applying `events` world events, run for run. */
export interface WorldCase {
  events: number;
  pets: number;
  runsMs: number[];
}

/** The snapshot case (issue 54): what time travel keeps per journal entry, and how long a snapshot takes. */
export interface SnapshotCase {
  pets: number;
  entries: number;
  /** The state kept with each entry (rules' counts, the random position, clock, keys, the world's position). */
  stateBytes: number;
  /** The store's change log per entry (the pets each request changed, by reference). */
  changeLogBytes: number;
  snapshotAtMs: number;
  snapshotNowMs: number;
}

export interface BenchResults {
  load: LoadCase[];
  startup: StartupCase[];
  memory: MemoryCase[];
  memoryLoads: MemoryLoadCase[];
  msw: MswCase[];
  mswCold?: MswColdCase;
  panel?: PanelCase[];
  sandboxes?: SandboxCase;
  fixtures: FixtureCase[];
  durable?: DurableResults;
  proxy: ProxyCase[];
  har: HarCase[];
  world?: WorldCase;
  snapshot?: SnapshotCase[];
}

export const emptyResults = (): BenchResults => ({
  load: [],
  startup: [],
  memory: [],
  memoryLoads: [],
  msw: [],
  fixtures: [],
  proxy: [],
  har: [],
});

/** 100000 -> "100k". */
export const sizeLabel = (size: number): string =>
  size >= 1_000_000 && size % 1_000_000 === 0
    ? `${size / 1_000_000}M`
    : size >= 1000 && size % 1000 === 0
      ? `${size / 1000}k`
      : String(size);
