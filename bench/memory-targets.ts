import { memoryLoads } from './cases/memory.ts';
import { sizeLabel, type MemoryLoadCase, type MemoryServer } from './results.ts';
import { ratioRow, type Row } from './row.ts';

const label: Record<MemoryServer, string> = {
  koa: 'bare Koa (baseline)',
  memory: 'mock in-memory',
  'memory-no-journal': 'mock in-memory --journal-size 0',
};

/** Issue 27's RSS rows: after the load section's loads at 100k pets (< 200 MB, at most bare Koa's), after 24 s of reads at 1k (<= 1.2x bare Koa's). */
export function memoryRows(cases: readonly MemoryLoadCase[]): Row[] {
  const rows: Row[] = [];
  const sections = {
    'all routes': `Memory: RSS after every route's load (as above), ${sizeLabel(memoryLoads.allRoutes.size)} pets, each server fresh with the same pets`,
    reads: `Memory: RSS after ${memoryLoads.reads.seconds} s of reads (list, filtered, get) on ${memoryLoads.reads.connections} connections, ${sizeLabel(memoryLoads.reads.size)} pets`,
  };
  for (const load of ['all routes', 'reads'] as const) {
    const of = (server: MemoryServer) => cases.find((c) => c.load === load && c.server === server);
    const koa = of('koa');
    for (const server of ['koa', 'memory', 'memory-no-journal'] as const) {
      const kase = of(server);
      if (!kase) continue;
      const row = {
        section: sections[load],
        name: `${label[server]}, ${sizeLabel(kase.size)} pets`,
        value: `${kase.rssAfterMB.toFixed(0)} MB (${kase.rssStartMB.toFixed(0)} at start)`,
      };
      if (server === 'koa' || !koa) {
        rows.push(row);
        continue;
      }
      // The journal's share is information: the targets hold the mock as it runs by default.
      const limit = server === 'memory' ? { max: load === 'reads' ? 1.2 : 1 } : undefined;
      rows.push(ratioRow({ ...row, vs: 'bare Koa RSS' }, kase.rssAfterMB / koa.rssAfterMB, limit));
      if (server === 'memory' && load === 'all routes') {
        rows.push({
          section: sections[load],
          name: '  RSS after load',
          value: `${kase.rssAfterMB.toFixed(0)} MB`,
          target: '< 200 MB',
          pass: kase.rssAfterMB < 200,
        });
      }
    }
  }
  return rows;
}
