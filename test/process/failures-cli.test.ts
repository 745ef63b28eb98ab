import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bannerUrl } from '../../scripts/run-cli.ts';
import { attempt, call, expectFetchError, expectResponse } from '../support/bounded-fetch.ts';
import { runCli, type ChildServer } from '../support/child-server.ts';
import { expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { statusAndBody } from '../support/failure-servers.ts';

/** A real child process per option, as `npm start` runs it. */

const cliKey = 'cli-key';
const headers = auth({}, cliKey);
const base = ['--port', '0', '--host', '127.0.0.1', '--in-memory', '--quiet', '--api-key', cliKey];
// The outer shell's keys or port must not leak into the child.
const env = { ANIMAL_STORE_API_KEYS: '', PORT: '' };

type Running = Pick<ChildServer, 'process' | 'exited'>;
/** Children of one test (stopped after each test) and of a whole describe (stopped after all). */
const perTest: Running[] = [];
const shared: Running[] = [];

async function stop(children: Running[]): Promise<void> {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGTERM');
      const killer = setTimeout(() => child.process.kill('SIGKILL'), 5_000);
      await child.exited;
      clearTimeout(killer);
    }),
  );
}
afterEach(() => stop(perTest));

/** Starts a child kept for the whole describe (stopped in its afterAll). */
async function startKept(args: string[]): Promise<ChildServer> {
  // The child is tracked before its banner, so a failed start is stopped too.
  const child = runCli([...base, ...args], env);
  shared.push(child);
  return { ...child, url: await bannerUrl(child, 20_000) };
}

const postCliCat = (child: ChildServer) =>
  call(`${child.url}/pets`, {
    method: 'POST',
    headers: auth({ 'content-type': 'application/json' }, cliKey),
    body: JSON.stringify({ name: 'Cli Cat', categoryId: 1 }),
  });

/**
 * Child processes are slow to start on a loaded machine, so three servers carry all the effects,
 * started together: each option only touches what its own test looks at.
 */
describe('the failure options of the CLI take effect over HTTP', () => {
  let mixed: ChildServer; // --fail createPet:503*2, --latency 100, --now 2031-01-01, --journal-size 2, --journal-bytes 1KiB
  let erring: ChildServer; // --error-rate 1
  let dropping: ChildServer; // --max-hang 300, getPet:timeout, listPets:reset

  beforeAll(async () => {
    [mixed, erring, dropping] = await Promise.all([
      startKept([
        '--fail',
        'createPet:503*2',
        '--latency',
        '100',
        '--now',
        '2031-01-01T00:00:00Z',
        '--journal-size',
        '2',
        '--journal-bytes',
        '1KiB',
      ]),
      startKept(['--error-rate', '1']),
      startKept(['--max-hang', '300', '--fail', 'getPet:timeout', '--fail', 'listPets:reset']),
    ]);
  });
  afterAll(() => stop(shared));

  it("--fail 'createPet:503*2' fails exactly the next two creates, and shows as rule cli-fail-1", async () => {
    await expectError(await postCliCat(mixed), 503, 'service_unavailable');
    const second = await postCliCat(mixed);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    await expectError(second, 503);
    const third = await postCliCat(mixed);
    expect(third.status).toBe(201);
    const rules = (await statusAndBody(await call(adminUrl(mixed, '/failures')))).body as { id: string }[];
    expect(rules.find((rule) => rule.id === 'cli-fail-1')).toEqual({
      id: 'cli-fail-1',
      operationId: 'createPet',
      status: 503,
      times: 2,
      matched: 3,
      fired: 2,
      left: 0,
    });
  });

  it('--latency 100 delays every request by at least 100 ms', async () => {
    for (const path of ['/pets?limit=1', '/pets?limit=2']) {
      const outcome = await attempt(`${mixed.url}${path}`, { headers });
      expect(expectResponse(outcome).status).toBe(200);
      expect(outcome.ms, path).toBeGreaterThanOrEqual(95);
    }
  });

  it('--now 2031-01-01T00:00:00Z: getPet is 410 gone with Sunset; the clock says so', async () => {
    const response = await call(`${mixed.url}/pets/1`, { headers });
    await expectError(response, 410, 'gone');
    expect(response.headers.get('sunset')).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
    expect((await call(`${mixed.url}/pets?limit=1`, { headers })).status).toBe(200);
    const clock = await statusAndBody(await call(adminUrl(mixed, '/clock')));
    expect(clock.body).toMatchObject({ simulated: true, getPetGone: true });
    expect((clock.body as { now: string }).now.startsWith('2031-01-01T')).toBe(true);
  });

  it('--journal-size 2 keeps the last two requests', async () => {
    for (let index = 0; index < 4; index++)
      await (await call(`${mixed.url}/pets?limit=1&n=${index}`, { headers })).arrayBuffer();
    const journal = await statusAndBody(await call(adminUrl(mixed, '/requests')));
    expect((journal.body as { query: { n: string } }[]).map((entry) => entry.query.n)).toEqual(['2', '3']);
  });

  it("--journal-bytes 1KiB keeps a short answer's body and drops the bodies that pass it, entries kept", async () => {
    type Entry = { query: { limit: string }; status: number; response: { body: string | null }; bodiesDropped?: true };
    const entries = async () => (await statusAndBody(await call(adminUrl(mixed, '/requests')))).body as Entry[];
    await (await call(`${mixed.url}/pets?limit=1`, { headers })).arrayBuffer();
    const [short] = (await entries()).slice(-1);
    expect(short).toMatchObject({ query: { limit: '1' }, status: 200 });
    expect(short!.bodiesDropped).toBeUndefined();
    expect(JSON.parse(short!.response.body!)).toHaveLength(1);
    // 50 pets are ~3 KB of JSON: past the budget on their own, so both bodies go, oldest first.
    await (await call(`${mixed.url}/pets?limit=50`, { headers })).arrayBuffer();
    expect(
      (await entries()).map((entry) => [entry.query.limit, entry.status, entry.response.body, entry.bodiesDropped]),
    ).toEqual([
      ['1', 200, null, true],
      ['50', 200, null, true],
    ]);
  });

  it('--error-rate 1 answers every request with a 500 Error body', async () => {
    for (const path of ['/pets?limit=1', '/pets/1'])
      await expectError(await call(`${erring.url}${path}`, { headers }), 500);
    await expectError(await postCliCat(erring), 500);
  });

  it("--max-hang 300 with --fail 'getPet:timeout': the server drops the request by itself", async () => {
    const outcome = await attempt(`${dropping.url}/pets/1`, { headers });
    expect(expectFetchError(outcome).cause?.code).toBe('UND_ERR_SOCKET');
    expect(outcome.ms).toBeGreaterThanOrEqual(250);
  });

  it("--fail 'listPets:reset' resets the connection at once", async () => {
    expect(expectFetchError(await attempt(`${dropping.url}/pets`, { headers })).cause?.code).toBe('ECONNRESET');
  });
});

describe('a bad --fail value exits 2 with a clear message', () => {
  const cases = [
    { value: 'listPets:999', says: /400\.\.599/ },
    { value: 'nonsense', says: /<target>:<effect>/ },
    { value: 'listPets:503@1.5', says: /probability/ },
  ];

  it(`--fail ${cases.map(({ value }) => value).join(' | ')} (one process each, run together)`, async () => {
    const runs = cases.map(({ value }) => {
      const child = runCli([...base, '--fail', value], env);
      perTest.push(child);
      return child;
    });
    const timeout = new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 15_000));
    const exits = await Promise.all(runs.map((child) => Promise.race([child.exited, timeout])));
    cases.forEach(({ value, says }, index) => {
      const child = runs[index]!;
      const exit = exits[index]!;
      expect(exit, `--fail ${value}: the CLI should exit by itself`).not.toBe('running');
      expect((exit as { code: number | null }).code, `--fail ${value}: ${child.stderr()}`).toBe(2);
      expect(child.stderr()).toMatch(/--fail/);
      expect(child.stderr()).toContain(value);
      expect(child.stderr()).toMatch(says);
      expect(child.stdout()).not.toMatch(/http:\/\//);
    });
  });
});
