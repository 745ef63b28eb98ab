import { join } from 'node:path';
import type { BenchSettings } from '../config.ts';
import { httpGet } from '../lib/http-get.ts';
import { spawnNode, stopChild, waitForOrigin } from '../lib/processes.ts';
import { median } from '../lib/stats.ts';
import { sizeLabel, type StartupCase } from '../results.ts';
import { mockArgs } from './mock-args.ts';

/** Spawn to the first 200 on the list, in milliseconds. */
export async function timeStart(args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawnNode(args);
  try {
    const origin = await waitForOrigin(child);
    const status = await httpGet(`${origin}/v1/pets?limit=20`, { authorization: 'Bearer bench-key' });
    const ms = performance.now() - started;
    if (status !== 200) throw new Error(`${args.join(' ')}: first list answered ${status}`);
    return ms;
  } finally {
    await stopChild(child);
  }
}

/** Runs after one unmeasured start, which warms Node's compile cache for that command. */
async function repeat(runs: number, args: string[]): Promise<{ runsMs: number[]; medianMs: number }> {
  await timeStart(args);
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) runsMs.push(await timeStart(args));
  return { runsMs, medianMs: median(runsMs) };
}

/**
 * Case 3: the mock in memory (seeds at every start) and over an existing JSON file (reads and
 * checks it), at each size; and the raw node:http baseline as the floor of a Node process here.
 */
export async function runStartupCases(settings: BenchSettings, dir: string, log: (line: string) => void): Promise<StartupCase[]> {
  const cases: StartupCase[] = [];
  const record = (kase: StartupCase) => {
    cases.push(kase);
    log(`start-up ${kase.server} ${sizeLabel(kase.size)}: median ${kase.medianMs.toFixed(0)} ms (${kase.runsMs.map((ms) => ms.toFixed(0)).join(', ')})`);
  };
  record({ server: 'raw', size: 20, ...(await repeat(settings.startupRuns, ['bench/servers/raw-node.ts'])) });
  // The framework's own start-up with the same pets: what the mock's is held to.
  for (const size of settings.sizes) record({ server: 'koa', size, ...(await repeat(settings.startupRuns, ['bench/servers/bare-koa.ts', String(size)])) });
  // A folder of its own: the load cases' files hold the pets their creates added. (The warm-up
  // start of the file case seeds and writes its file.)
  const files = join(dir, 'startup');
  for (const size of settings.sizes) {
    record({ server: 'memory', size, ...(await repeat(settings.startupRuns, mockArgs('memory', size, files))) });
    record({ server: 'file', size, ...(await repeat(settings.startupRuns, mockArgs('file', size, files))) });
  }
  return cases;
}
