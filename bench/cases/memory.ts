import type { BenchSettings } from '../config.ts';
import { loadRoute } from '../lib/load.ts';
import { rssMB } from '../lib/processes.ts';
import { routeNames, type LoadName } from '../lib/routes.ts';
import { startServerChild } from '../lib/server-child.ts';
import { sizeLabel, type MemoryLoadCase, type MemoryServer } from '../results.ts';
import { mockArgs } from './mock-args.ts';

/** The two RSS rows: the load section's loads at 100k pets, and 24 s of reads at 1k pets on 32 connections. */
export const memoryLoads = {
  allRoutes: { size: 100_000 },
  reads: { size: 1_000, seconds: 24, connections: 32 },
} as const;

const serverArgs = (server: MemoryServer, size: number, dir: string): string[] => {
  if (server === 'koa') return ['bench/servers/bare-koa.ts', String(size)];
  const args = mockArgs('memory', size, dir);
  return server === 'memory' ? args : [...args, '--journal-size', '0'];
};

/**
 * RSS against bare Koa holding the same pets, each server in a fresh process under the same loads,
 * one after the other (never two at once); the mock with `--journal-size 0` shows the journal's share.
 */
export async function runMemoryCases(
  settings: BenchSettings,
  dir: string,
  log: (line: string) => void,
): Promise<MemoryLoadCase[]> {
  const cases: MemoryLoadCase[] = [];
  const measure = async (
    load: MemoryLoadCase['load'],
    server: MemoryServer,
    size: number,
    run: (origin: string) => Promise<void>,
  ) => {
    // One unmeasured start first: a start that fills Node's compile cache ends with more memory than one that reads it.
    await (await startServerChild(serverArgs(server, size, dir))).stop();
    const child = await startServerChild(serverArgs(server, size, dir));
    try {
      const rssStartMB = rssMB(child.pid);
      await run(child.origin);
      const kase = { load, server, size, rssStartMB, rssAfterMB: rssMB(child.pid) };
      cases.push(kase);
      log(
        `memory ${load} ${server} ${sizeLabel(size)}: ${kase.rssStartMB.toFixed(0)} MB at start, ${kase.rssAfterMB.toFixed(0)} MB after`,
      );
    } finally {
      await child.stop();
    }
  };
  const servers: MemoryServer[] = ['koa', 'memory', 'memory-no-journal'];
  const { size } = memoryLoads.allRoutes;
  for (const server of servers) {
    await measure('all routes', server, size, async (origin) => {
      // As the load section runs them: a warm-up of the reads, then each route in turn.
      await loadRoute(origin, 'reads', size, { ...settings.load, warmupSec: 0, durationSec: 1 });
      for (const route of routeNames) await loadRoute(origin, route, size, settings.load);
    });
  }
  const reads = memoryLoads.reads;
  const seconds = settings.quick ? 4 : reads.seconds;
  for (const server of servers) {
    await measure('reads', server, reads.size, async (origin) => {
      await loadRoute(origin, 'reads' satisfies LoadName, reads.size, {
        connections: reads.connections,
        warmupSec: 0,
        durationSec: seconds,
      });
    });
  }
  return cases;
}
