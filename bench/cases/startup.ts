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

type Measured = { runsMs: number[]; medianMs: number; medianCpuMs: number };

/**
 * Starts each command in turn, `runs` rounds, after one unmeasured start of each (which warms
 * Node's compile cache for that command): the machine's load, which drifts on a shared machine,
 * then falls on the mock and its baselines alike, and their ratio holds from run to run.
 */
async function interleave(runs: number, commands: string[][]): Promise<Measured[]> {
  for (const args of commands) await measureStart(args);
  const measured = commands.map((): { ms: number; cpuMs: number }[] => []);
  for (let i = 0; i < runs; i++) {
    for (const [index, args] of commands.entries()) measured[index]!.push(await measureStart(args));
  }
  return measured.map((starts) => {
    const runsMs = starts.map(({ ms }) => ms);
    return { runsMs, medianMs: median(runsMs), medianCpuMs: median(starts.map((start) => start.cpuMs)) };
  });
}

/**
 * Case 3: the mock in memory (seeds at every start) and over an existing JSON file (reads and
 * checks it), at each size, against bare Koa with the same pets started in the same rounds; and
 * the raw node:http baseline as the floor of a Node process here.
 */
export async function runStartupCases(
  settings: BenchSettings,
  dir: string,
  log: (line: string) => void,
): Promise<StartupCase[]> {
  const logged = (kase: StartupCase) => {
    log(
      `start-up ${kase.server} ${sizeLabel(kase.size)}: median ${kase.medianMs.toFixed(0)} ms (${kase.runsMs.map((ms) => ms.toFixed(0)).join(', ')}), CPU ${kase.medianCpuMs?.toFixed(0)} ms`,
    );
    return kase;
  };
  const [raw] = await interleave(settings.startupRuns, [['bench/servers/raw-node.ts']]);
  const cases: StartupCase[] = [logged({ server: 'raw', size: 20, ...raw! })];
  // The framework's own start-up with the same pets: generated as the mock's are, and made in a
  // plain loop (what the mock's is held to: nothing but the pets themselves). A folder of its own
  // for the mock's files: the load cases' files hold the pets their creates added. (The warm-up
  // start of the file case seeds and writes its file.)
  const files = join(dir, 'startup');
  const servers = ['koa', 'koa-plain', 'memory', 'file'] as const;
  for (const size of settings.startupSizes) {
    const measured = await interleave(settings.startupRuns, [
      ['bench/servers/bare-koa.ts', String(size)],
      ['bench/servers/bare-koa.ts', String(size), 'plain'],
      mockArgs('memory', size, files),
      mockArgs('file', size, files),
    ]);
    servers.forEach((server, index) => cases.push(logged({ server, size, ...measured[index]! })));
  }
  // Listed as before: the baselines at every size, then the mock's.
  const order = (kase: StartupCase) => (kase.server === 'raw' ? 0 : kase.server.startsWith('koa') ? 1 : 2);
  return cases.sort((a, b) => order(a) - order(b));
}
