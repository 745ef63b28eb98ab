import { join } from 'node:path';
import type { BenchSettings } from '../config.ts';
import { cpuMs } from '../lib/cpu-time.ts';
import { httpGet } from '../lib/http-get.ts';
import { spawnNode, stopChild, waitForOrigin } from '../lib/processes.ts';
import { median } from '../lib/stats.ts';
import { sizeLabel, type StartupCase } from '../results.ts';
import { mockArgs } from './mock-args.ts';

/** Spawn to the first 200 on the list, in milliseconds. */
export async function timeStart(args: string[]): Promise<number> {
  return (await measureStart(args)).ms;
}

/** Spawn to the first 200 on the list: wall time, and the CPU time the server used until then (steadier on a busy machine). */
async function measureStart(args: string[]): Promise<{ ms: number; cpuMs: number }> {
  const started = performance.now();
  const child = spawnNode(args);
  try {
    const origin = await waitForOrigin(child);
    const status = await httpGet(`${origin}/v1/pets?limit=20`, { authorization: 'Bearer bench-key' });
    const ms = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    if (status !== 200) throw new Error(`${args.join(' ')}: first list answered ${status}`);
    return { ms, cpuMs: cpu };
  } finally {
    await stopChild(child);
  }
}

/** Runs after one unmeasured start, which warms Node's compile cache for that command. */
async function repeat(runs: number, args: string[]): Promise<{ runsMs: number[]; medianMs: number; medianCpuMs: number }> {
  await measureStart(args);
  const measured: { ms: number; cpuMs: number }[] = [];
  for (let i = 0; i < runs; i++) measured.push(await measureStart(args));
  const runsMs = measured.map(({ ms }) => ms);
  return { runsMs, medianMs: median(runsMs), medianCpuMs: median(measured.map((run) => run.cpuMs)) };
}

/**
 * Case 3: the mock in memory (seeds at every start) and over an existing JSON file (reads and
 * checks it), at each size; and the raw node:http baseline as the floor of a Node process here.
 */
export async function runStartupCases(settings: BenchSettings, dir: string, log: (line: string) => void): Promise<StartupCase[]> {
  const cases: StartupCase[] = [];
  const record = (kase: StartupCase) => {
    cases.push(kase);
    log(`start-up ${kase.server} ${sizeLabel(kase.size)}: median ${kase.medianMs.toFixed(0)} ms (${kase.runsMs.map((ms) => ms.toFixed(0)).join(', ')}), CPU ${kase.medianCpuMs?.toFixed(0)} ms`);
  };
  record({ server: 'raw', size: 20, ...(await repeat(settings.startupRuns, ['bench/servers/raw-node.ts'])) });
  // The framework's own start-up with the same pets: generated as the mock's are, and made in a
  // plain loop (what the mock's is held to: nothing but the pets themselves).
  for (const size of settings.startupSizes) {
    record({ server: 'koa', size, ...(await repeat(settings.startupRuns, ['bench/servers/bare-koa.ts', String(size)])) });
    record({ server: 'koa-plain', size, ...(await repeat(settings.startupRuns, ['bench/servers/bare-koa.ts', String(size), 'plain'])) });
  }
  // A folder of its own: the load cases' files hold the pets their creates added. (The warm-up
  // start of the file case seeds and writes its file.)
  const files = join(dir, 'startup');
  for (const size of settings.startupSizes) {
    record({ server: 'memory', size, ...(await repeat(settings.startupRuns, mockArgs('memory', size, files))) });
    record({ server: 'file', size, ...(await repeat(settings.startupRuns, mockArgs('file', size, files))) });
  }
  return cases;
}
