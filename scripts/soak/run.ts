// `npm run soak -- --minutes N` (issue 8): the server on a JSON file with 10,000 pets and failure
// rules active, a load generator on 127.0.0.1 with a bounded concurrency and rate, then checks:
// every acknowledged create stored exactly (through GET and in the file after SIGTERM), no 5xx
// but injected ones, nothing on the server's stderr, RSS growth after warm-up, descriptors back
// to their baseline, event-loop delay. Prints a table; exits 1 on any breach. Stops by itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { createAgent, send, type Outcome } from './http-client.ts';
import { everyUnknownPath, plan, unknownPaths, type NewPetFields, type Planned } from './mix.ts';
import { routedAnswers } from './routed-answers.ts';
import { seededRandom } from './random.ts';
import { descriptors, repoRoot, rssKiB, startServer, type Descriptors, type ServerProcess } from './server-process.ts';

const usage = `npm run soak -- [options]

  --minutes <n>          how long the load runs (default 2; fractions allowed)
  --rate <n>             requests per second the generator aims at (default 200)
  --concurrency <n>      requests in flight at most (default 16)
  --seed <n>             seed of the server's pets and failures and of the request mix (default 42)
  --count <n>            pets in the store at start (default 10000)
  --max-rss-growth <p>   largest RSS growth after warm-up, as a share (default 0.10)
  --rss-per-pet <bytes>  what each pet created after warm-up may add to RSS first (default 512)
  --max-heap-per-request <bytes>
                         largest growth of the server's JS old space after warm-up, per request
                         answered meanwhile (default 512: half the 1 KiB-per-request leak the
                         soak must catch, several times what the pets created per request need)
  --max-eld-p99-ms <n>   largest event-loop delay p99 in the server, ms (default 200)
  --short                a few seconds, for the test suite: every path the API does not serve once,
                         then 5 s of load on 1,000 pets; answers, writes, exit and descriptors
                         are judged, memory and event-loop delay (which need minutes) only shown
  --keep                 keep the temp folder (db file, logs) for a look afterwards
  -h, --help`;

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        minutes: { type: 'string', default: '2' },
        rate: { type: 'string', default: '200' },
        concurrency: { type: 'string', default: '16' },
        seed: { type: 'string', default: '42' },
        count: { type: 'string', default: '10000' },
        'max-rss-growth': { type: 'string', default: '0.10' },
        'rss-per-pet': { type: 'string', default: '512' },
        'max-heap-per-request': { type: 'string', default: '512' },
        'max-eld-p99-ms': { type: 'string', default: '200' },
        keep: { type: 'boolean', default: false },
        short: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return process.exit(2);
  }
})();
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const number = (name: keyof typeof values, min: number, max: number): number => {
  const value = Number(values[name]);
  if (!(value >= min && value <= max)) {
    console.error(`--${name} must be a number in ${min}..${max}\n\n${usage}`);
    process.exit(2);
  }
  return value;
};
const settings = {
  short: values.short,
  minutes: values.short ? 5 / 60 : number('minutes', 0.1, 240),
  rate: number('rate', 1, 20_000),
  concurrency: Math.floor(number('concurrency', 1, 256)),
  seed: Math.floor(number('seed', 0, 0xffff_ffff)),
  count: values.short ? 1_000 : Math.floor(number('count', 0, 1_000_000)),
  maxRssGrowth: number('max-rss-growth', 0, 10),
  rssPerPet: number('rss-per-pet', 0, 100_000),
  maxHeapPerRequest: number('max-heap-per-request', 0, 1_000_000),
  maxEldP99Ms: number('max-eld-p99-ms', 1, 60_000),
};

const key = 'soak-key';
const failRules = ['listPets:503@0.02', 'getPet:reset@0.01'];
const latency = '0-20';
const loadMs = settings.minutes * 60_000;
/**
 * RSS and delays are judged from here on. Under this mix the server's RSS climbs for 30-60 s (JIT,
 * the journal ring filling) and then stays flat, so the first minute (half of a short run) is
 * warm-up. Not judged away: V8 doubles its young generation (32 -> 64 -> 128 MiB committed here)
 * each time the bytes surviving its scavenges add up to its size, which under this mix takes
 * minutes; the table shows that figure beside RSS.
 */
const warmupMs = Math.min(60_000, loadMs * 0.5);
/** RSS at start and end is the median over this long a window. */
const rssWindowMs = Math.min(10_000, (loadMs - warmupMs) / 4);
const requestGuardMs = 15_000;

const started = performance.now();
const log = (line: string) =>
  console.error(`[soak ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const dir = mkdtempSync(join(tmpdir(), 'animal-store-soak-'));
const db = join(dir, 'db.json');
const statsFile = join(dir, 'server-stats.json');
let server: ServerProcess | undefined;

function cleanup(): void {
  if (server && !server.exit) server.child.kill('SIGKILL');
  if (values.keep) return;
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the server and leaving`);
    cleanup();
    process.exit(130);
  });
}
// Whatever happens, the soak ends: the load, the checks and shutdown get three minutes beyond.
const watchdog = setTimeout(() => {
  log('watchdog: the soak ran three minutes past its load; giving up');
  cleanup();
  process.exit(1);
}, loadMs + 180_000);

interface Acknowledged {
  id: number;
  fields: NewPetFields;
}

const breaches: string[] = [];
const breach = (line: string) => {
  breaches.push(line);
  log(`BREACH: ${line}`);
};
const acknowledged = new Map<number, Acknowledged>();
/** Highest id handed out so far: gets aim at 1..this (all exist: nothing is ever deleted). */
let maxKnownId = settings.count;
const stats = {
  sent: 0,
  answered: 0,
  byGroup: { read: 0, create: 0, bad: 0 } as Record<Planned['group'], number>,
  statuses: new Map<number, number>(),
  injected503: 0,
  injectedResets: 0,
  unexpected: 0,
  unexpected5xx: 0,
  latencies: [] as number[],
};
const unexpectedSamples: string[] = [];

function unexpected(planned: Planned, outcome: Outcome, why: string): void {
  stats.unexpected++;
  if (outcome.type === 'answer' && outcome.status >= 500) stats.unexpected5xx++;
  if (unexpectedSamples.length < 15) {
    const got =
      outcome.type === 'answer'
        ? `${outcome.status} ${outcome.text.slice(0, 160)}`
        : `${outcome.code} ${outcome.message}`;
    unexpectedSamples.push(`${planned.kind}: ${planned.method} ${planned.path.slice(0, 80)} -> ${got} (${why})`);
  }
}

function errorBodyProblem(
  status: number,
  contentType: string | undefined,
  text: string,
  code: string | undefined,
): string | undefined {
  if (!/^application\/json/i.test(contentType ?? '')) return `content-type ${contentType}`;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (Object.keys(body).sort().join() !== 'code,message,status') return 'not {code, message, status}';
    if (body.status !== status) return `body status ${String(body.status)}`;
    if (code !== undefined && body.code !== code) return `code ${String(body.code)}, not ${code}`;
  } catch {
    return 'not JSON';
  }
  return undefined;
}

/** Sorts one answer into served / injected / unexpected, and records acknowledged creates. */
function classify(planned: Planned, outcome: Outcome): void {
  if (outcome.type === 'error') {
    if (planned.operation === 'getPet' && outcome.code === 'ECONNRESET') stats.injectedResets++;
    else unexpected(planned, outcome, 'no HTTP answer');
    return;
  }
  stats.answered++;
  stats.byGroup[planned.group]++;
  stats.statuses.set(outcome.status, (stats.statuses.get(outcome.status) ?? 0) + 1);
  stats.latencies.push(outcome.ms);
  if (outcome.status === 503 && planned.operation === 'listPets' && /"code":"service_unavailable"/.test(outcome.text)) {
    stats.injected503++;
    return;
  }
  if (!planned.expect.includes(outcome.status)) {
    unexpected(planned, outcome, `expected ${planned.expect.join('/')}`);
    return;
  }
  if (outcome.status >= 400) {
    const problem = errorBodyProblem(outcome.status, outcome.contentType, outcome.text, planned.expectCode);
    if (problem) unexpected(planned, outcome, `Error body: ${problem}`);
    return;
  }
  if (outcome.status === 201 && planned.creates) {
    let body: { id: number };
    try {
      body = JSON.parse(outcome.text) as { id: number };
    } catch {
      unexpected(planned, outcome, '201 body is not JSON');
      return;
    }
    const expected = JSON.stringify({ id: body.id, ...planned.creates });
    if (JSON.stringify(body) !== expected) {
      unexpected(planned, outcome, `201 body is not ${expected}`);
      return;
    }
    acknowledged.set(body.id, { id: body.id, fields: planned.creates });
    maxKnownId = Math.max(maxKnownId, body.id);
  }
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function getJson(agent: Agent, port: number, method: string, path: string): Promise<unknown> {
  const outcome = await send(agent, port, { method, path, headers: {} }, requestGuardMs);
  if (outcome.type !== 'answer' || outcome.status >= 300)
    throw new Error(`${method} ${path}: ${outcome.type === 'answer' ? outcome.status : outcome.code}`);
  return JSON.parse(outcome.text);
}

async function firedByRule(agent: Agent, port: number): Promise<Record<string, number>> {
  const rules = (await getJson(agent, port, 'GET', '/__admin/failures')) as { id: string; fired: number }[];
  return Object.fromEntries(rules.map((rule) => [rule.id, rule.fired]));
}

/** Waits (bounded) until the descriptor count is the same twice in a row, and returns it. */
async function settledDescriptors(pid: number, atMost?: number, ms = 15_000): Promise<Descriptors> {
  const deadline = Date.now() + ms;
  let previous = descriptors(pid);
  for (;;) {
    await sleep(250);
    const now = descriptors(pid);
    const settled = now.total === previous.total && (atMost === undefined || now.total <= atMost);
    if (settled || Date.now() > deadline) return now;
    previous = now;
  }
}

interface ServerStats {
  sequence: number;
  eld: { count: number; meanMs: number; p50Ms: number; p99Ms: number; maxMs: number };
  memory: {
    collected: boolean;
    rssKiB: number;
    heapTotalKiB: number;
    heapUsedKiB: number;
    externalKiB: number;
    arrayBuffersKiB: number;
    /** Old-space bytes used: the data requests leave behind (see stats-preload.ts). */
    oldSpaceKiB: number;
  };
  /** V8's heap spaces by name (`new_space`, `old_space`, ...): committed and used. */
  spaces: Record<string, { sizeKiB: number; usedKiB: number }>;
}

let statsAsked = 0;

/**
 * Asks the server's preload (SIGUSR2) for the event-loop delay since the last ask and the memory
 * after a full GC; waits (bounded) for its answer in the stats file.
 */
async function serverStats(): Promise<ServerStats | undefined> {
  const wanted = ++statsAsked;
  server!.child.kill('SIGUSR2');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as ServerStats;
      if (stats.sequence === wanted) return stats;
    } catch {
      // not written yet, or half written
    }
    await sleep(50);
  }
  return undefined;
}

async function main(): Promise<number> {
  log(
    `soak for ${settings.minutes} min at ~${settings.rate} req/s, ${settings.concurrency} in flight, seed ${settings.seed}, ${settings.count} pets; rules ${failRules.join(' ')} --latency ${latency}`,
  );
  const args = [
    '--port',
    '0',
    '--db',
    db,
    '--count',
    String(settings.count),
    '--seed',
    String(settings.seed),
    '--quiet',
    '--api-key',
    key,
    '--latency',
    latency,
    // The short run's 2.5 s warm-up (about 500 answers) fills a ring this size, so the old space's
    // growth it judges afterwards is a leak, not the journal ring filling (each entry keeps its state).
    ...(settings.short ? ['--journal-size', '200'] : []),
  ];
  for (const rule of failRules) args.push('--fail', rule);
  server = await startServer(args, { SOAK_STATS_FILE: statsFile });
  const { pid, port } = server;
  log(`server pid ${pid} on 127.0.0.1:${port}`);

  // Preflight on a throwaway connection (lazy handles open here), then the baselines.
  const preflight = createAgent(1);
  const auth = { authorization: `Bearer ${key}` };
  await send(preflight, port, { method: 'GET', path: '/v1/pets?limit=3', headers: auth }, requestGuardMs);
  await send(preflight, port, { method: 'GET', path: '/v1/pets/1', headers: auth }, requestGuardMs);
  const firstPet: NewPetFields = { name: 'preflight', categoryId: 1, status: 'available' };
  const first: Planned = {
    kind: 'create',
    group: 'create',
    operation: 'createPet',
    method: 'POST',
    path: '/v1/pets',
    headers: { ...auth, 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(firstPet)),
    expect: [201],
    creates: firstPet,
  };
  classify(first, await send(preflight, port, first, requestGuardMs));
  const firedAtStart = await firedByRule(preflight, port);
  preflight.destroy();
  const fdStart = await settledDescriptors(pid);
  const rssAtStart = rssKiB(pid)!;
  log(`baseline: ${fdStart.total} descriptors (${fdStart.sockets} sockets), RSS ${(rssAtStart / 1024).toFixed(1)} MiB`);

  // Load.
  const random = seededRandom(settings.seed);
  let counter = 0;
  const routed = await routedAnswers(
    key,
    [...unknownPaths.under, ...unknownPaths.outside].map((path) => ({ method: 'GET', path })),
  );
  const context = { random, key, routed, maxId: () => maxKnownId, next: () => ++counter };
  const agent = createAgent(settings.concurrency);
  // The short form asks each once, so a change of routes shows even in a few seconds.
  if (settings.short)
    for (const planned of everyUnknownPath(context))
      classify(planned, await send(agent, port, planned, requestGuardMs));
  const loadStart = Date.now();
  const loadEnd = loadStart + loadMs;
  const probe = new Worker(new URL('./probe-worker.ts', import.meta.url), {
    workerData: { port, intervalMs: 100, deadline: loadEnd + 60_000 },
  });
  const probeResult = new Promise<{ samples: number[]; failures: string[] }>((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('error', reject);
  });
  const rssSamples: { at: number; kib: number }[] = [];
  const sampler = setInterval(() => {
    const kib = rssKiB(pid);
    if (kib !== undefined) rssSamples.push({ at: Date.now() - loadStart, kib });
  }, 500);
  let afterWarmup: Promise<ServerStats | undefined> | undefined;
  let petsAfterWarmup = NaN;
  let answeredAtWarmup = NaN;
  const warmup = setTimeout(() => {
    // Drops the warm-up from the delay figures, and takes the memory to compare the end with.
    afterWarmup = serverStats();
    petsAfterWarmup = settings.count + acknowledged.size;
    answeredAtWarmup = stats.answered;
    probe.postMessage('reset');
    stats.latencies = [];
    log(`warm-up over: ${stats.answered} answers so far`);
  }, warmupMs);
  const progress = setInterval(
    () =>
      log(
        `${stats.answered} answers, ${acknowledged.size} creates acknowledged, ${stats.unexpected} unexpected, RSS ${((rssSamples.at(-1)?.kib ?? 0) / 1024).toFixed(1)} MiB`,
      ),
    30_000,
  );

  const interval = 1000 / settings.rate;
  let nextSlot = performance.now();
  await Promise.all(
    Array.from({ length: settings.concurrency }, async () => {
      while (Date.now() < loadEnd && !server!.exit) {
        const slot = Math.max(nextSlot, performance.now());
        nextSlot = slot + interval;
        const wait = slot - performance.now();
        if (wait > 0) await sleep(wait);
        const planned = plan(context);
        stats.sent++;
        const outcome = await send(agent, port, planned, requestGuardMs);
        classify(planned, outcome);
      }
    }),
  );
  clearInterval(progress);
  clearTimeout(warmup);
  clearInterval(sampler);
  log(`load over: ${stats.sent} sent, ${stats.answered} answered`);
  if (server.exit) {
    breach(
      `the server exited during the load (${server.exit.code ?? server.exit.signal}): ${server.stderr().slice(-2000)}`,
    );
    return report(undefined);
  }

  // Figures at the end of the load, before anything else touches the server.
  const atWarmup = await afterWarmup;
  const atEnd = afterWarmup ? await serverStats() : undefined;
  const eld = atEnd?.eld;
  probe.postMessage('stop');
  const probeData = await probeResult;
  await probe.terminate();
  const firedAtEnd = await firedByRule(agent, port);
  const fired = (id: string) => (firedAtEnd[id] ?? 0) - (firedAtStart[id] ?? 0);
  const injected = { rule503: fired('cli-fail-1'), ruleReset: fired('cli-fail-2'), latency: fired('cli-latency') };

  // Every acknowledged create, through the API (with the failure rules gone).
  await getJson(agent, port, 'DELETE', '/__admin/failures');
  const ids = [...acknowledged.keys()];
  let verifiedByGet = 0;
  const missingByGet: string[] = [];
  for (let at = 0; at < ids.length; at += settings.concurrency) {
    await Promise.all(
      ids.slice(at, at + settings.concurrency).map(async (id) => {
        const outcome = await send(
          agent,
          port,
          { method: 'GET', path: `/v1/pets/${id}`, headers: auth },
          requestGuardMs,
        );
        const expected = JSON.stringify({ id, ...acknowledged.get(id)!.fields });
        if (outcome.type === 'answer' && outcome.status === 200 && outcome.text === expected) verifiedByGet++;
        else if (missingByGet.length < 10)
          missingByGet.push(
            `${id}: ${outcome.type === 'answer' ? `${outcome.status} ${outcome.text.slice(0, 120)}` : outcome.code}, expected ${expected.slice(0, 120)}`,
          );
      }),
    );
  }

  // Clients gone: the descriptors must come back to the baseline.
  agent.destroy();
  const fdEnd = await settledDescriptors(pid, fdStart.total);

  // SIGTERM: a clean exit, then the file.
  server.child.kill('SIGTERM');
  const exit = await Promise.race([server.exited, sleep(30_000).then(() => undefined)]);
  let file: { meta: { nextId: number }; pets: { id: number }[] } | undefined;
  let fileProblem: string | undefined;
  try {
    file = JSON.parse(readFileSync(db, 'utf8'));
  } catch (error) {
    fileProblem = `the db file is not valid JSON: ${(error as Error).message}`;
  }
  let lostInFile = 0;
  let unexpectedInFile = 0;
  if (file) {
    const stored = new Map(file.pets.map((pet) => [pet.id, JSON.stringify(pet)]));
    if (stored.size !== file.pets.length) fileProblem = 'duplicate ids in the db file';
    for (const { id, fields } of acknowledged.values())
      if (stored.get(id) !== JSON.stringify({ id, ...fields })) lostInFile++;
    unexpectedInFile = file.pets.length - settings.count - acknowledged.size;
  }

  // Breaches.
  const rssStartWindow = rssSamples
    .filter(({ at }) => at >= warmupMs && at < warmupMs + rssWindowMs)
    .map(({ kib }) => kib);
  const rssEndWindow = rssSamples.filter(({ at }) => at >= loadMs - rssWindowMs).map(({ kib }) => kib);
  const rssStart = atWarmup?.memory.rssKiB ?? NaN;
  const rssEnd = atEnd?.memory.rssKiB ?? NaN;
  // The pets created are data the store must hold, not a leak: a 30-minute run adds ~50,000 (five
  // times the seeded ones, ~350 bytes each in the heap). Each may add rssPerPet before RSS counts as grown.
  const rssGrowth =
    (rssEnd - rssStart - ((settings.count + acknowledged.size - petsAfterWarmup) * settings.rssPerPet) / 1024) /
    rssStart;
  // RSS alone misses a small leak (1 KiB per request is ~3% of RSS in a minute); the old space does not.
  const answeredSinceWarmup = stats.answered - answeredAtWarmup;
  const heapPerRequest =
    atWarmup && atEnd ? ((atEnd.memory.oldSpaceKiB - atWarmup.memory.oldSpaceKiB) * 1024) / answeredSinceWarmup : NaN;
  const sampledGrowth = (median(rssEndWindow) - median(rssStartWindow)) / median(rssStartWindow);
  // The banner ends with a blank line; with --quiet nothing but the SIGTERM line may follow.
  const afterBanner = server
    .stdout()
    .split(/\n\s*\n/)
    .slice(1)
    .join('\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const stray = afterBanner.filter(
    (line) => !/^(SIGTERM: finishing in-flight requests and writes\.\.\.|stopped)$/.test(line),
  );

  if (stats.unexpected5xx > 0) breach(`${stats.unexpected5xx} answers were 5xx that no rule injected`);
  if (stats.unexpected - stats.unexpected5xx > 0)
    breach(`${stats.unexpected - stats.unexpected5xx} answers were not what the request should get`);
  if (stats.injected503 !== injected.rule503)
    breach(`clients saw ${stats.injected503} injected 503s, the rule fired ${injected.rule503} times`);
  if (stats.injectedResets !== injected.ruleReset)
    breach(`clients saw ${stats.injectedResets} resets on getPet, the rule fired ${injected.ruleReset} times`);
  if (verifiedByGet !== acknowledged.size)
    breach(
      `${acknowledged.size - verifiedByGet} acknowledged creates are not served as sent: ${missingByGet.join(' | ')}`,
    );
  if (fileProblem) breach(fileProblem);
  if (lostInFile > 0) breach(`${lostInFile} acknowledged creates are missing or changed in the db file`);
  if (file && unexpectedInFile !== 0)
    breach(`the db file holds ${unexpectedInFile} pets more than seeded + acknowledged`);
  if (!exit) breach('the server did not exit within 30 s of SIGTERM');
  else if (exit.code !== 0) breach(`the server exited with ${exit.code ?? exit.signal} after SIGTERM`);
  if (server.stderr().trim() !== '') breach(`the server wrote to stderr: ${server.stderr().slice(0, 2000)}`);
  if (stray.length > 0) breach(`unexpected lines in the server's stdout: ${stray.slice(0, 10).join(' | ')}`);
  if (!atWarmup?.memory.collected || !atEnd?.memory.collected)
    breach('the server gave no memory figures after a full GC');
  // A few seconds are too few answers for a per-request figure and too short for RSS to settle.
  if (!settings.short && !(rssGrowth < settings.maxRssGrowth))
    breach(
      `RSS grew ${(rssGrowth * 100).toFixed(1)}% after warm-up, less ${settings.rssPerPet} B per pet created (limit ${settings.maxRssGrowth * 100}%)`,
    );
  if (!settings.short && !(heapPerRequest <= settings.maxHeapPerRequest)) {
    breach(
      `the JS heap's old space grew ${heapPerRequest.toFixed(0)} bytes per request after warm-up (limit ${settings.maxHeapPerRequest}): something keeps memory per request`,
    );
  }
  if (fdEnd.total > fdStart.total)
    breach(
      `descriptors did not return to the baseline: ${fdStart.total} -> ${fdEnd.total}; now: ${fdEnd.targets.join(', ')}`,
    );
  if (!eld) breach('no event-loop figures came from the server');
  else if (!settings.short && eld.p99Ms > settings.maxEldP99Ms)
    breach(`event-loop delay p99 ${eld.p99Ms} ms (limit ${settings.maxEldP99Ms} ms)`);
  if (probeData.failures.length > 0) breach(`the idle probe connection failed: ${probeData.failures.join(', ')}`);

  return report({
    eld,
    probe: probeData.samples,
    injected,
    verifiedByGet,
    lostInFile,
    rssAtStart,
    rssStart,
    rssEnd,
    rssGrowth,
    rssPeak: Math.max(...rssSamples.map(({ kib }) => kib)),
    sampledStart: median(rssStartWindow),
    sampledEnd: median(rssEndWindow),
    sampledGrowth,
    heapStart: atWarmup?.memory.heapUsedKiB ?? NaN,
    heapEnd: atEnd?.memory.heapUsedKiB ?? NaN,
    heapTotalStart: atWarmup?.memory.heapTotalKiB ?? NaN,
    heapTotalEnd: atEnd?.memory.heapTotalKiB ?? NaN,
    youngStart: atWarmup?.spaces.new_space?.sizeKiB ?? NaN,
    youngEnd: atEnd?.spaces.new_space?.sizeKiB ?? NaN,
    oldSpaceStart: atWarmup?.memory.oldSpaceKiB ?? NaN,
    oldSpaceEnd: atEnd?.memory.oldSpaceKiB ?? NaN,
    heapPerRequest,
    answeredSinceWarmup,
    petsAfterWarmup,
    petsAtEnd: settings.count + acknowledged.size,
    externalStart: atWarmup?.memory.externalKiB ?? NaN,
    externalEnd: atEnd?.memory.externalKiB ?? NaN,
    fdStart,
    fdEnd,
    pets: file?.pets.length,
  });
}

interface Figures {
  eld: { p50Ms: number; p99Ms: number; maxMs: number } | undefined;
  probe: number[];
  injected: { rule503: number; ruleReset: number; latency: number };
  verifiedByGet: number;
  lostInFile: number;
  rssAtStart: number;
  rssStart: number;
  rssEnd: number;
  rssGrowth: number;
  rssPeak: number;
  sampledStart: number;
  sampledEnd: number;
  sampledGrowth: number;
  heapStart: number;
  heapEnd: number;
  heapTotalStart: number;
  heapTotalEnd: number;
  youngStart: number;
  youngEnd: number;
  oldSpaceStart: number;
  oldSpaceEnd: number;
  heapPerRequest: number;
  answeredSinceWarmup: number;
  petsAfterWarmup: number;
  petsAtEnd: number;
  externalStart: number;
  externalEnd: number;
  fdStart: Descriptors;
  fdEnd: Descriptors;
  pets: number | undefined;
}

function commit(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') === '' ? '' : ' (with uncommitted changes)'}`;
  } catch {
    return 'unknown';
  }
}

function report(figures: Figures | undefined): number {
  const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;
  const ok = (pass: boolean) => (pass ? 'ok' : 'BREACH');
  const rows: [string, string, string][] = [
    [
      'duration',
      `${settings.minutes} min load (+${Math.round((performance.now() - started) / 1000 - settings.minutes * 60)} s start and checks)`,
      '',
    ],
    [
      'requests sent / answered',
      `${stats.sent} / ${stats.answered} (${(stats.answered / (settings.minutes * 60)).toFixed(0)}/s)`,
      '',
    ],
    ['  reads / creates / bad requests', `${stats.byGroup.read} / ${stats.byGroup.create} / ${stats.byGroup.bad}`, ''],
    [
      '  statuses',
      [...stats.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}:${n}`)
        .join(' '),
      '',
    ],
    [
      '  client latency p50 / p99 (after warm-up)',
      `${percentile(stats.latencies, 50).toFixed(1)} / ${percentile(stats.latencies, 99).toFixed(1)} ms`,
      '',
    ],
  ];
  if (figures) {
    const { eld, injected } = figures;
    rows.push(
      [
        'injected 503 (listPets) seen / fired',
        `${stats.injected503} / ${injected.rule503}`,
        ok(stats.injected503 === injected.rule503),
      ],
      [
        'injected resets (getPet) seen / fired',
        `${stats.injectedResets} / ${injected.ruleReset}`,
        ok(stats.injectedResets === injected.ruleReset),
      ],
      ['injected latency 0-20 ms (fired)', String(injected.latency), ''],
      ['5xx not injected', String(stats.unexpected5xx), ok(stats.unexpected5xx === 0)],
      [
        'other unexpected answers',
        String(stats.unexpected - stats.unexpected5xx),
        ok(stats.unexpected === stats.unexpected5xx),
      ],
      ['creates acknowledged (201)', String(acknowledged.size), ''],
      ['  served exactly by GET', String(figures.verifiedByGet), ok(figures.verifiedByGet === acknowledged.size)],
      ['lost writes (db file after SIGTERM)', String(figures.lostInFile), ok(figures.lostInFile === 0)],
      [
        'pets in the db file',
        `${figures.pets ?? '?'} (${settings.count} seeded + ${acknowledged.size})`,
        ok(figures.pets === settings.count + acknowledged.size),
      ],
      ['RSS before load / peak under load', `${mib(figures.rssAtStart)} / ${mib(figures.rssPeak)}`, ''],
      [
        'RSS under load, median after warm-up / at end',
        `${mib(figures.sampledStart)} / ${mib(figures.sampledEnd)} (${(figures.sampledGrowth * 100).toFixed(1)}%)`,
        '',
      ],
      ['RSS after full GC: after warm-up / at end', `${mib(figures.rssStart)} / ${mib(figures.rssEnd)}`, ''],
      [
        `RSS growth after warm-up, GC'd, less ${settings.rssPerPet} B per pet created (< ${settings.maxRssGrowth * 100}%)`,
        `${(figures.rssGrowth * 100).toFixed(1)}%`,
        ok(figures.rssGrowth < settings.maxRssGrowth),
      ],
      [
        '  pets in the store: after warm-up / at end',
        `${figures.petsAfterWarmup} / ${figures.petsAtEnd} (${((figures.petsAtEnd / figures.petsAfterWarmup - 1) * 100).toFixed(0)}% more)`,
        '',
      ],
      [
        '  JS heap used / committed after full GC: after warm-up',
        `${mib(figures.heapStart)} / ${mib(figures.heapTotalStart)}`,
        '',
      ],
      [
        '  JS heap used / committed after full GC: at end',
        `${mib(figures.heapEnd)} / ${mib(figures.heapTotalEnd)}`,
        '',
      ],
      [
        '  of it committed to the young generation: after warm-up / at end',
        `${mib(figures.youngStart)} / ${mib(figures.youngEnd)}`,
        '',
      ],
      [
        `JS old space growth per request after warm-up (<= ${settings.maxHeapPerRequest} B)`,
        `${figures.heapPerRequest.toFixed(0)} B (${mib(figures.oldSpaceStart)} -> ${mib(figures.oldSpaceEnd)} over ${figures.answeredSinceWarmup} answers)`,
        ok(figures.heapPerRequest <= settings.maxHeapPerRequest),
      ],
      [
        '  external (Buffers) after full GC: after warm-up / at end',
        `${mib(figures.externalStart)} / ${mib(figures.externalEnd)}`,
        '',
      ],
      [
        'descriptors start / end (sockets)',
        `${figures.fdStart.total} (${figures.fdStart.sockets}) / ${figures.fdEnd.total} (${figures.fdEnd.sockets})`,
        ok(figures.fdEnd.total <= figures.fdStart.total),
      ],
      [
        `event-loop delay in server p50 / p99 / max (p99 < ${settings.maxEldP99Ms} ms)`,
        eld ? `${eld.p50Ms} / ${eld.p99Ms} / ${eld.maxMs} ms` : 'none',
        ok(eld !== undefined && eld.p99Ms <= settings.maxEldP99Ms),
      ],
      [
        'idle-connection probe p50 / p99 / max',
        `${percentile(figures.probe, 50).toFixed(1)} / ${percentile(figures.probe, 99).toFixed(1)} / ${Math.max(...figures.probe).toFixed(1)} ms (${figures.probe.length} probes)`,
        '',
      ],
      [
        'server stderr / stray log lines',
        `${server?.stderr().trim() === '' ? 'empty' : 'NOT EMPTY'}`,
        ok(server?.stderr().trim() === ''),
      ],
    );
  }
  const width = Math.max(...rows.map(([name]) => name.length));
  const valueWidth = Math.max(...rows.map(([, value]) => value.length));
  console.log(
    `\nanimal-store-mock soak, ${new Date().toISOString().slice(0, 19)}Z, commit ${commit()}, node ${process.version}, ` +
      `${settings.minutes} min at ~${settings.rate} req/s (${settings.concurrency} in flight), seed ${settings.seed}, load average at end ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}\n`,
  );
  for (const [name, value, verdict] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${verdict}`);
  if (unexpectedSamples.length > 0)
    console.log(`\nunexpected answers (first ${unexpectedSamples.length}):\n  ${unexpectedSamples.join('\n  ')}`);
  console.log(
    breaches.length === 0
      ? '\nsoak passed: no breach'
      : `\nsoak FAILED, ${breaches.length} breach(es):\n  ${breaches.join('\n  ')}`,
  );
  if (values.keep) console.log(`\nkept ${dir}`);
  return breaches.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  log(`failed: ${(error as Error).stack ?? error}`);
  if (server) log(`server stderr: ${server.stderr().slice(-2000)}`);
} finally {
  clearTimeout(watchdog);
  cleanup();
}
process.exit(code);
