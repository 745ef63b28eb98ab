import { join } from 'node:path';
import type { BenchSettings } from '../config.ts';
import { loadRoute } from '../lib/load.ts';
import { rssMB, repoRoot } from '../lib/processes.ts';
import { readRoutes, routeNames } from '../lib/routes.ts';
import { startServerChild, type ServerChild } from '../lib/server-child.ts';
import { sizeLabel, type LoadCase, type MemoryCase, type ServerKind } from '../results.ts';
import { mockArgs, worldMockArgs } from './mock-args.ts';

export const profilesDir = join(repoRoot, 'bench', 'profiles');

/** The reads a world could slow down: each answers after the world's check of what is due. */
export const worldRoutes = ['list', 'get'] as const;

/**
 * Cases 1, 2 and 4. The two baselines run for the whole section, each in its own process; every
 * mock server (in memory, over a JSON file; at each size) gets its own process, and each of its
 * loads runs right after the same load on bare Koa (and, for a read, on raw node:http), so that a
 * ratio compares runs a few seconds apart on this shared machine. RSS is read before and after
 * each server's loads. At each size the in-memory mock is then paired with the same mock started
 * with a world on a frozen clock (nothing ever due), load for load on the reads it could slow.
 */
export async function runLoadCases(settings: BenchSettings, dir: string, log: (line: string) => void) {
  const load: LoadCase[] = [];
  const memory: MemoryCase[] = [];
  const measure = async (server: ServerChild, kase: Omit<LoadCase, 'result'>) => {
    const result = await loadRoute(server.origin, kase.route, kase.size, settings.load, server.pid);
    load.push({ ...kase, result });
    log(
      `${kase.server} ${sizeLabel(kase.size)} ${kase.route}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ` +
        `${result.cpuUsPerRequest?.toFixed(0)} µs CPU/req, ${result.errors} errors`,
    );
  };
  const started = new Map<ServerChild, number>();
  const start = async (args: string[], flags: string[] = []) => {
    const server = await startServerChild(args, flags);
    started.set(server, rssMB(server.pid));
    // One warm-up of the read routes when a server starts (no creates: a file-backed store would
    // still be writing when the first load starts); each load may add its own warm-up.
    await loadRoute(server.origin, 'reads', settings.baselineCount, { ...settings.load, warmupSec: 0, durationSec: 1 });
    return server;
  };
  const stop = async (server: ServerChild, kind: ServerKind, size: number) => {
    const [rssStartMB, rssAfterMB] = [started.get(server)!, rssMB(server.pid)];
    memory.push({ server: kind, size, rssStartMB, rssAfterMB });
    log(`${kind} ${sizeLabel(size)} RSS: ${rssStartMB.toFixed(0)} MB at start, ${rssAfterMB.toFixed(0)} MB after load`);
    await server.stop();
  };

  // A fresh plain mock (no creates in its store yet) beside the world's, each load of one right
  // before the same load of the other, so the pair is seconds apart; the plain one's RSS is the
  // in-memory row's already.
  const measureWorld = async (size: number) => {
    const group = `world ${sizeLabel(size)}`;
    const plain = await start(mockArgs('memory', size, dir));
    try {
      const world = await start(worldMockArgs(size, dir));
      try {
        for (const route of worldRoutes) {
          await measure(plain, { group, server: 'memory', size, route });
          await measure(world, { group, server: 'world', size, route });
        }
      } finally {
        await stop(world, 'world', size);
      }
    } finally {
      await plain.stop();
    }
  };

  const raw = await start(['bench/servers/raw-node.ts', String(settings.baselineCount)]);
  const koa = await start(['bench/servers/bare-koa.ts', String(settings.baselineCount)]);
  try {
    for (const kind of ['memory', 'file'] as const) {
      for (const size of settings.sizes) {
        const group = `${kind} ${sizeLabel(size)}`;
        const flags = settings.profile
          ? [
              '--cpu-prof',
              '--cpu-prof-dir',
              profilesDir,
              '--cpu-prof-name',
              `mock-${kind}-${sizeLabel(size)}.cpuprofile`,
            ]
          : [];
        const mock = await start(mockArgs(kind, size, dir), flags);
        try {
          for (const route of routeNames) {
            await measure(koa, { group, server: 'koa', size: settings.baselineCount, route });
            if (readRoutes.includes(route))
              await measure(raw, { group, server: 'raw', size: settings.baselineCount, route });
            await measure(mock, { group, server: kind, size, route });
          }
        } finally {
          await stop(mock, kind, size);
        }
        if (kind === 'memory') await measureWorld(size);
      }
    }
  } finally {
    await stop(raw, 'raw', settings.baselineCount);
    await stop(koa, 'koa', settings.baselineCount);
  }
  return { load, memory };
}
