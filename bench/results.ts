import type { LoadResult } from './lib/load.ts';
import type { RouteName } from './lib/routes.ts';

/** Which server answered a load: the two baselines, or the mock in memory or over a JSON file. */
export type ServerKind = 'raw' | 'koa' | 'memory' | 'file';

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
  server: 'raw' | 'koa' | 'memory' | 'file';
  size: number;
  runsMs: number[];
  medianMs: number;
}

export interface MemoryCase {
  server: ServerKind;
  size: number;
  rssStartMB: number;
  rssAfterMB: number;
}

export interface MswCase {
  handler: 'bare' | 'ours';
  result: LoadResult;
}

/** A fresh process: import msw/node, then (on top) the built animal-store-mock/msw and createAnimalStore(). */
export interface MswColdCase {
  mswMs: number[];
  oursMs: number[];
}

/** The same load straight to an upstream and through a proxy (`--proxy`) in front of it. */
export interface ProxyCase {
  upstream: 'loopback' | '20 ms away';
  connections: number;
  direct: LoadResult;
  proxied: LoadResult;
}

export interface FixtureCase {
  count: number;
  runsMs: number[];
}

export interface BenchResults {
  load: LoadCase[];
  startup: StartupCase[];
  memory: MemoryCase[];
  msw: MswCase[];
  mswCold?: MswColdCase;
  fixtures: FixtureCase[];
  proxy: ProxyCase[];
}

export const emptyResults = (): BenchResults => ({ load: [], startup: [], memory: [], msw: [], fixtures: [], proxy: [] });

/** 100000 -> "100k". */
export const sizeLabel = (size: number): string => (size >= 1000 && size % 1000 === 0 ? `${size / 1000}k` : String(size));
