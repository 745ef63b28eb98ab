import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verdictText } from '../../core/reports/resilience-rows.ts';
import type { ResilienceDocument, Verdict } from '../../core/reports/resilience.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { repoRoot } from '../support/child-server.ts';
import { readMarkdownPage } from '../support/markdown-page.ts';
import { startTestServer } from '../support/test-server.ts';
import {
  libraryChecks,
  retryLibraryClients,
  type LibraryCall,
  type LibraryCheck,
  type RetryLibraryClient,
} from '../support/retry-library-clients.ts';

const key = 'library-key';
const options = { seed: 4, count: 5, apiKeys: [key] };
/** Runs at once after the first ones: most of a run is a library's timer, so many fit on two cores. */
const concurrentRuns = 48;

/**
 * A run: plain 503s on listPets (no Retry-After, so the library's own backoff shows), four or, for
 * a client of eight attempts, eight; the first run of each library also meets a 503 asking for
 * three seconds on getPet (a retry sooner is far sooner, however busy the machine) and a createPet
 * lost to a reset. The app meets each once.
 */
const plainFailures = (times: number) => [{ operationId: 'listPets', status: 503, retryAfter: null, times }];
const everyFailure = (times: number) => [
  ...plainFailures(times),
  { operationId: 'getPet', status: 503, retryAfter: 3, times: 1 },
  { operationId: 'createPet', fault: 'reset', times: 1 },
];
async function drive(client: LibraryCall, baseUrl: string, all: boolean): Promise<void> {
  // At once: each is judged on its own operation.
  const create = () => client.post(`${baseUrl}/pets`, JSON.stringify({ name: 'Library', categoryId: 1 }));
  await Promise.all([client.get(`${baseUrl}/pets`), ...(all ? [client.get(`${baseUrl}/pets/1`), create()] : [])]);
}

type Adapter = 'server' | 'msw';
type Verdicts = Record<LibraryCheck, Verdict>;
/** A client that retries at once: its runs go first and alone, where load delays its retries least. */
const hasty = ({ expected, inSomeRun }: RetryLibraryClient) =>
  inSomeRun?.verdict === 'fail' || !allowed(expected.backoff).includes('pass');
const allowed = (expected: Verdict | readonly Verdict[]): readonly Verdict[] =>
  typeof expected === 'string' ? [expected] : expected;
const verdictsOf = (document: ResilienceDocument): Verdicts =>
  Object.fromEntries(libraryChecks.map((check) => [check, document.checks[check].verdict])) as Verdicts;
/** Later runs meet only the plain 503s: the checks those exercise. */
const laterRunChecks: readonly LibraryCheck[] = ['backoff', 'no-storm'];

/** The docs' table as a reader sees it: one row per library setting, one column per check, as the runs judged it. */
function libraryTable(clients: readonly RetryLibraryClient[]): string[][] {
  return [
    ['library, settings', ...libraryChecks],
    ...clients.map(({ name, expected, inSomeRun }) => [
      name,
      ...libraryChecks.map((check) =>
        allowed(inSomeRun?.check === check ? inSomeRun.verdict : expected[check])
          .map((verdict) => verdictText[verdict])
          .join(' or '),
      ),
    ]),
  ];
}

describe('real retry libraries as reference clients, through the server and through MSW', () => {
  const msw = setupServer();
  const closers: (() => Promise<void>)[] = [];
  const judged = new Map<
    RetryLibraryClient,
    { adapter: Adapter; run: number; verdicts: Verdicts; messages: string }[]
  >();

  async function runOnce(client: RetryLibraryClient, adapter: Adapter, run: number, origin: string): Promise<void> {
    let baseUrl: string;
    let resilience: () => ResilienceDocument;
    const rules = (run === 0 ? everyFailure : plainFailures)(client.plainFailures);
    if (adapter === 'server') {
      const server = await startTestServer(options);
      closers.push(() => server.close());
      server.controls.failures.add(rules);
      baseUrl = server.url;
      resilience = () => server.controls.resilience();
    } else {
      const store = await createAnimalStore(options);
      store.failures.add(rules);
      baseUrl = `${origin}/v1`;
      msw.use(...createHandlers(store, { baseUrl }));
      resilience = () => store.resilience();
    }
    await drive(client.make(key), baseUrl, run === 0);
    const document = resilience();
    judged.get(client)!.push({
      adapter,
      run,
      verdicts: verdictsOf(document),
      messages: libraryChecks.map((check) => `${check}: ${document.checks[check].message}`).join('\n'),
    });
  }

  beforeAll(async () => {
    msw.listen({ onUnhandledFrame: 'bypass' });
    const hastyRuns: (() => Promise<void>)[] = [];
    const firstRuns: (() => Promise<void>)[] = [];
    const laterRuns: (() => Promise<void>)[] = [];
    for (const [index, client] of retryLibraryClients.entries()) {
      judged.set(client, []);
      for (let run = 0; run < client.runs; run++) {
        for (const adapter of client.throughMsw ? (['server', 'msw'] as const) : (['server'] as const)) {
          (hasty(client) ? hastyRuns : run === 0 ? firstRuns : laterRuns).push(() =>
            runOnce(client, adapter, run, `http://library-${index}-${run}.resilience.test`),
          );
        }
      }
    }
    // Immediate retries alone first: on a starved event loop even they come late, and look like a backoff. Then the first runs (a retry before
    // Retry-After is early by seconds) together, then the later draws a few at a time.
    for (const job of hastyRuns) await job();
    await Promise.all(firstRuns.map((job) => job()));
    const next = async (): Promise<void> => {
      for (let job = laterRuns.shift(); job !== undefined; job = laterRuns.shift()) await job();
    };
    await Promise.all(Array.from({ length: concurrentRuns }, next));
  }, 120_000);

  afterAll(async () => {
    msw.close();
    await Promise.all(closers.map((close) => close()));
  });

  it.each(retryLibraryClients.map((client) => [client.name, client] as const))(
    '%s gets the verdicts its documented behaviour implies, on every run, through both adapters',
    (_name, client) => {
      const runs = judged.get(client)!;
      expect(runs).toHaveLength((client.throughMsw ? 2 : 1) * client.runs);
      for (const { adapter, run, verdicts, messages } of runs) {
        const judgedChecks = run === 0 ? libraryChecks : laterRunChecks;
        const unexpected = judgedChecks.filter((check) => !allowed(client.expected[check]).includes(verdicts[check]));
        expect(unexpected, `${adapter} run ${run}:\n${messages}`).toEqual([]);
      }
      if (client.inSomeRun) {
        const { check, verdict } = client.inSomeRun;
        const matching = runs.filter((run) => run.verdicts[check] === verdict).length;
        expect(matching, `${check} ${verdict} in ${matching} of ${runs.length} runs`).toBeGreaterThan(0);
      }
    },
  );

  it('a rule with retryAfter: null sends its 503 without Retry-After, through both adapters', async () => {
    const server = await startTestServer(options);
    closers.push(() => server.close());
    const store = await createAnimalStore(options);
    const origin = 'http://library-plain-503.resilience.test/v1';
    msw.use(...createHandlers(store, { baseUrl: origin }));
    for (const [failures, baseUrl] of [
      [server.controls.failures, server.url],
      [store.failures, origin],
    ] as const) {
      failures.add([
        { operationId: 'listPets', status: 503, retryAfter: null, times: 1 },
        { operationId: 'getPet', status: 429, retryAfter: null, times: 1 },
      ]);
      for (const path of ['/pets', '/pets/1']) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${key}` } });
        expect([response.status, response.headers.get('retry-after')]).toEqual([path === '/pets' ? 503 : 429, null]);
      }
    }
  });

  it('docs/resilience.md shows the table these runs give', () => {
    // Every run got a verdict its row allows (the test above), so the row is what the runs gave.
    const table = libraryTable(retryLibraryClients);
    const page = readMarkdownPage(readFileSync(join(repoRoot, 'docs/resilience.md'), 'utf8'));
    const [header, ...rows] = table;
    const markdown = [
      `| ${header!.map((cell, i) => (i === 0 ? cell : `\`${cell}\``)).join(' | ')} |`,
      `|${header!.map(() => '---').join('|')}|`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n');
    expect(page.tables, `docs/resilience.md should hold this table:\n${markdown}`).toContainEqual(table);
  });
});
