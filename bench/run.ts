// `npm run bench [-- --quick]`: every case of the benchmark issue, each server in its own process,
// a table of ratios against baselines from this same run, and bench/results.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDurableCases } from './cases/durable.ts';
import { runFixtureCases } from './cases/fixtures.ts';
import { runHarCases } from './cases/har.ts';
import { profilesDir, runLoadCases } from './cases/load.ts';
import { runMemoryCases } from './cases/memory.ts';
import { runMswCases, runMswColdCases } from './cases/msw.ts';
import { runPanelCases } from './cases/panel.ts';
import { runSandboxCases } from './cases/sandboxes.ts';
import { runProxyCases } from './cases/proxy.ts';
import { runStartupCases } from './cases/startup.ts';
import { runWorldCases } from './cases/world.ts';
import { runSnapshotCases } from './cases/snapshot.ts';
import { parseArgs, usage, type Group } from './config.ts';
import { installCleanup, killAll, repoRoot } from './lib/processes.ts';
import { formatTable } from './report.ts';
import { emptyResults } from './results.ts';
import { buildRows } from './targets.ts';

const settings = parseArgs(process.argv.slice(2));
if (settings === 'help') {
  console.log(usage);
  process.exit(0);
}
installCleanup();

const started = performance.now();
const log = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const dir = mkdtempSync(join(tmpdir(), 'animal-store-bench-'));
const results = emptyResults();
const meta = {
  date: new Date().toISOString(),
  commit: git('rev-parse', 'HEAD'),
  uncommittedChanges: git('status', '--porcelain') !== '',
  node: process.version,
  cpus: cpus().length,
  loadAverageAtStart: loadavg(),
  quick: settings.quick,
  load: settings.load,
};

const failures: string[] = [];
/** Runs one section; a failure is reported and the other sections still run. */
const section = async (group: Group, body: () => Promise<void>): Promise<void> => {
  if (!settings.only.has(group)) return;
  try {
    await body();
  } catch (error) {
    log(`${group} failed: ${(error as Error).stack ?? error}`);
    failures.push(`${group}: ${(error as Error).message.split('\n')[0]}`);
    process.exitCode = 1;
  }
};

try {
  log(
    `bench ${settings.quick ? '--quick ' : ''}on ${meta.cpus} cores, load average ${meta.loadAverageAtStart.map((n) => n.toFixed(1)).join(' ')}`,
  );
  await section('load', async () => {
    Object.assign(results, await runLoadCases(settings, dir, log));
  });
  await section('memory', async () => {
    results.memoryLoads = await runMemoryCases(settings, dir, log);
  });
  await section('startup', async () => {
    results.startup = await runStartupCases(settings, dir, log);
  });
  await section('msw', async () => {
    results.msw = await runMswCases(settings, log);
    results.mswCold = await runMswColdCases(settings.startupRuns, log);
  });
  await section('panel', async () => {
    results.panel = await runPanelCases(settings, dir, log);
  });
  await section('sandboxes', async () => {
    results.sandboxes = await runSandboxCases(settings, dir, log);
  });
  await section('fixtures', async () => {
    results.fixtures = await runFixtureCases(settings, log);
  });
  await section('durable', async () => {
    results.durable = await runDurableCases(settings, dir, log);
  });
  await section('proxy', async () => {
    results.proxy = await runProxyCases(settings, dir, log);
  });
  await section('har', async () => {
    results.har = await runHarCases(settings, log);
  });
  await section('world', async () => {
    results.world = await runWorldCases(settings, log);
  });
  await section('snapshot', async () => {
    results.snapshot = await runSnapshotCases(log);
  });
} finally {
  killAll();
  rmSync(dir, { recursive: true, force: true });
}

const rows = buildRows(results);
const elapsedSec = Math.round((performance.now() - started) / 1000);
const loadAverageAtEnd = loadavg();
console.log(
  `\nanimal-store-mock bench, ${meta.date.slice(0, 10)}, commit ${meta.commit.slice(0, 7)}${meta.uncommittedChanges ? ' (with uncommitted changes)' : ''}, ` +
    `node ${meta.node}, ${meta.cpus} cores, ${settings.load.connections} connections, ${settings.load.durationSec} s per load, ${elapsedSec} s in all\n`,
);
if (Math.max(meta.loadAverageAtStart[0]!, loadAverageAtEnd[0]!) > meta.cpus) {
  console.log(
    `NOTE: the machine was busy (load average ${meta.loadAverageAtStart[0]!.toFixed(1)} at start, ${loadAverageAtEnd[0]!.toFixed(1)} at end, ` +
      `on ${meta.cpus} cores): req/s and latencies are noisy; the "by CPU" ratios are steadier. Rerun when it is quiet.\n`,
  );
}
console.log(formatTable(rows));
for (const failure of failures) console.log(`FAILED ${failure} (its rows are missing; see the log above)`);
const file = join(repoRoot, 'bench', 'results.json');
writeFileSync(
  file,
  `${JSON.stringify({ meta: { ...meta, loadAverageAtEnd, elapsedSec }, failures, results, rows }, null, 2)}\n`,
);
console.log(`\nwrote ${file}${settings.profile ? `; CPU profiles in ${profilesDir}` : ''}`);

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
