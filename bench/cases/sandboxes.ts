import type { BenchSettings } from '../config.ts';
import { loadRoute, type LoadResult } from '../lib/load.ts';
import { medianResult } from '../lib/median-result.ts';
import { rssMB } from '../lib/processes.ts';
import { startServerChild } from '../lib/server-child.ts';
import { median } from '../lib/stats.ts';
import type { SandboxCase } from '../results.ts';
import { isolatedWorkerLoop } from '../../scripts/sandbox-isolation.ts';
import { mockArgs } from './mock-args.ts';

const createdCount = 1_000;
const workers = 16;

/**
 * Issue 15's cost and scale, in one in-memory server with the default 50 pets: 1000 sandboxes
 * created one by one over HTTP (time each, RSS before and after), a list to the main store
 * against the same list to a sandbox, and 16 workers each in its own sandbox for 30 s.
 */
export async function runSandboxCases(
  settings: BenchSettings,
  dir: string,
  log: (line: string) => void,
): Promise<SandboxCase> {
  const server = await startServerChild(mockArgs('memory', 50, dir));
  try {
    const admin = `${server.origin}/__admin/sandboxes`;
    const rssBeforeMB = rssMB(server.pid);
    const createMs: number[] = [];
    for (let i = 0; i < createdCount; i++) {
      const started = performance.now();
      const response = await fetch(admin, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `bench-${i}` }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`creating a sandbox answered ${response.status}`);
      createMs.push(performance.now() - started);
    }
    const rssAfterMB = rssMB(server.pid);
    log(
      `sandboxes: create median ${median(createMs).toFixed(2)} ms; RSS ${rssBeforeMB.toFixed(0)} -> ${rssAfterMB.toFixed(0)} MB with ${createdCount}`,
    );

    // Both warmed up first (the creations left garbage and cold code behind), then measured in
    // turn, in rounds whose order swaps, each side's median counting: single runs here read the
    // second side up to 1.6x the first's CPU.
    const inSandbox = { 'animal-store-sandbox': 'bench-1' };
    const warmUp = { ...settings.load, warmupSec: 0, durationSec: 1 };
    await loadRoute(server.origin, 'list', 50, warmUp, undefined);
    await loadRoute(server.origin, 'list', 50, warmUp, undefined, inSandbox);
    const runs: { main: LoadResult[]; sandbox: LoadResult[] } = { main: [], sandbox: [] };
    const sides = [
      { side: 'main', headers: {} },
      { side: 'sandbox', headers: inSandbox },
    ] as const;
    for (let round = 0; round < (settings.quick ? 1 : 3); round++) {
      for (const { side, headers } of round % 2 === 0 ? sides : [...sides].reverse()) {
        runs[side].push(await loadRoute(server.origin, 'list', 50, settings.load, server.pid, headers));
      }
    }
    const [main, sandbox] = [medianResult(runs.main), medianResult(runs.sandbox)];
    log(`sandboxes: list main ${Math.round(main.rps)} req/s, in a sandbox ${Math.round(sandbox.rps)} req/s`);

    const seconds = settings.quick ? 5 : 30;
    const until = Date.now() + seconds * 1000;
    const target = { url: `${server.origin}/v1`, key: 'bench-key' };
    const isolation = await Promise.all(
      Array.from({ length: workers }, (_, i) => isolatedWorkerLoop(target, `worker-${i}`, () => Date.now() < until)),
    ).then(
      (steps) => ({ workers, seconds, steps }),
      (error: Error) => ({ workers, seconds, steps: null, failure: error.message }),
    );
    log(
      `sandboxes: ${workers} workers for ${seconds} s: ${isolation.steps ? `isolated, ${isolation.steps.reduce((a, b) => a + b, 0)} steps` : isolation.failure}`,
    );
    return { createMs, rssBeforeMB, rssAfterMB, main, sandbox, isolation };
  } finally {
    await server.stop();
  }
}
