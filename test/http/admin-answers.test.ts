import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, fetchHandler, type DashboardAssets, type Mock } from '../../core/internal.ts';
import { loadAdminSpec } from '../support/admin-spec.ts';
import { call } from '../support/bounded-fetch.ts';
import { readEvents } from '../support/event-stream.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

// Every route under /__admin, at every status spec/admin.openapi.yaml documents, each answer
// checked against its schema there: a field the schema does not allow, or a required one missing,
// fails here.

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Send = (
  method: string,
  path: string,
  init?: { body?: string; headers?: Record<string, string> },
) => Promise<Response>;

const spec = loadAdminSpec();
const answered = new Set<string>();
const folder = mkdtempSync(join(tmpdir(), 'asm-admin-answers-'));
const chromeHar = readFileSync(new URL('../support/har-files/chrome-style.har', import.meta.url), 'utf8');

const overHttp =
  (server: { url: string }): Send =>
  (method, path, init = {}) =>
    call(adminUrl(server, path), {
      method,
      headers: init.headers ?? {},
      ...(init.body !== undefined && { body: init.body }),
    });
const inProcess =
  (mock: Mock): Send =>
  (method, path, init = {}) =>
    fetchHandler(mock.admin)(
      new Request(`http://127.0.0.1/__admin${path}`, {
        method,
        headers: init.headers ?? {},
        ...(init.body !== undefined && { body: init.body }),
      }),
    );

/** One admin call: its answer is checked against the spec and counted; a stream is read no further than its head. */
async function admin(send: Send, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const json = body !== undefined && typeof body !== 'string';
  const response = await send(method, path, {
    ...(body !== undefined && { body: json ? JSON.stringify(body) : (body as string) }),
    headers: { ...headers, ...(json && { 'content-type': 'application/json' }) },
  });
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const text = mediaType === 'text/event-stream' ? (await response.body?.cancel(), '') : await response.text();
  const { answer, problems } = spec.check({ method, path, status: response.status, mediaType, body: text });
  expect(problems, `${method} ${path}`).toEqual([]);
  answered.add(answer!);
  return { status: response.status, body: (mediaType === 'application/json' ? JSON.parse(text) : text) as any };
}

let upstream: Server;
let proxy: Server;
let plain: Server;
let proxied: Send;
let local: Send;

beforeAll(async () => {
  upstream = await startTestServer({ count: 5 });
  proxy = await startTestServer({
    db: join(folder, 'db.json'),
    recordingsDir: join(folder, 'recordings'),
    proxy: { upstream: upstream.url },
  });
  plain = await startTestServer({ count: 5, journalBytes: 200 });
  [proxied, local] = [overHttp(proxy), overHttp(plain)];
});

afterAll(async () => {
  await Promise.all([upstream, proxy, plain].map((server) => server?.close()));
  rmSync(folder, { recursive: true, force: true });
});

describe('every admin answer conforms to spec/admin.openapi.yaml', () => {
  it('state: health, scenarios, load, reset, export', async () => {
    expect((await admin(local, 'GET', '/health')).status).toBe(200);
    expect((await admin(local, 'GET', '/scenarios')).status).toBe(200);
    expect((await admin(local, 'POST', '/scenario', { name: 'one-of-each' })).status).toBe(200);
    expect((await admin(local, 'POST', '/scenario', { name: 'no-such-scenario' })).status).toBe(400);
    expect((await admin(local, 'POST', '/scenario', { name: 'broken', version: 1 })).status).toBe(400);
    expect((await admin(local, 'GET', '/db')).status).toBe(200);
    expect((await admin(local, 'POST', '/reset')).status).toBe(200);
  });

  it('state: a snapshot now, before an entry, of an entry not held, with a bad id, and loaded paused', async () => {
    const snapshot = await admin(local, 'GET', '/snapshot');
    expect(snapshot.status).toBe(200);
    expect((await admin(local, 'POST', '/scenario?paused=true', snapshot.body)).body.name).toBe('snapshot');
    expect((await admin(local, 'GET', '/clock')).body.speed).toBe(0);
    expect((await admin(local, 'GET', '/snapshot?at=999999')).body.code).toBe('not_found');
    expect((await admin(local, 'GET', '/snapshot?at=first')).body.code).toBe('invalid_query');
  });

  it('state: a load on a db file is undone, and an undo with nothing kept is refused', async () => {
    expect((await admin(local, 'POST', '/scenario/undo')).status).toBe(409);
    expect((await admin(proxied, 'POST', '/scenario', { name: 'sold-out' })).body.backup).toEqual(expect.any(String));
    expect((await admin(proxied, 'POST', '/scenario/undo')).status).toBe(200);
  });

  it('store: the summary in memory and of a db file, and pages of pets', async () => {
    expect((await admin(local, 'GET', '/store')).body.storage).toEqual({ kind: 'memory' });
    await proxy.store.flush();
    expect((await admin(proxied, 'GET', '/store')).body.storage.kind).toBe('file');
    expect((await admin(local, 'GET', '/store/pets?status=none&order=desc&limit=2')).status).toBe(200);
    expect((await admin(local, 'GET', '/store/pets?limit=0')).status).toBe(400);
  });

  it('failures: add one and a list, refuse a bad or repeated one, remove one and all', async () => {
    expect(
      (await admin(local, 'POST', '/failures', { id: 'slow', operationId: 'listPets', latency: [0, 1] })).status,
    ).toBe(201);
    expect((await admin(local, 'POST', '/failures', [{ operationId: 'getPet', status: 503, times: 2 }])).status).toBe(
      201,
    );
    expect((await admin(local, 'POST', '/failures', { id: 'slow', status: 500 })).status).toBe(409);
    expect((await admin(local, 'POST', '/failures', { operationId: 'listPets' })).status).toBe(400);
    await call(`${plain.url}/pets/1`, { headers: auth() });
    expect((await admin(local, 'GET', '/failures')).body).toHaveLength(2);
    expect((await admin(local, 'DELETE', '/failures/slow')).status).toBe(200);
    expect((await admin(local, 'DELETE', '/failures/slow')).status).toBe(404);
    expect((await admin(local, 'DELETE', '/failures')).body).toEqual({ removed: 1 });
  });

  it('journal: entries answered, dropped, malformed, trimmed and forwarded; as HAR; cleared', async () => {
    await admin(local, 'POST', '/failures', [
      { path: '/v1/pets/2', fault: 'reset' },
      { path: '/v1/pets/3', fault: 'malformed' },
    ]);
    await call(`${plain.url}/pets?limit=100`, { headers: auth() });
    await call(`${plain.url}/pets/2`, { headers: auth() }).catch(() => undefined);
    await call(`${plain.url}/pets/3`, { headers: auth() });
    await call(`${plain.url}/pets`, jsonPost({ name: 'Journaled', categoryId: 1 }));
    await call(`${proxy.url}/pets?limit=2`, { headers: auth() });
    const entries = (await admin(local, 'GET', '/requests')).body as {
      id: number;
      status: number | null;
      fault: string | null;
      bodiesDropped?: true;
    }[];
    expect(entries.map(({ fault }) => fault)).toEqual(expect.arrayContaining(['reset', 'malformed', null]));
    expect(entries.some(({ bodiesDropped }) => bodiesDropped)).toBe(true);
    expect((await admin(proxied, 'GET', '/requests')).body.at(-1).upstream).toMatchObject({ status: 200 });
    expect((await admin(local, 'GET', '/requests.har')).body.log.entries.length).toBe(entries.length);
    expect((await admin(local, 'GET', `/requests.har?since=${entries[0]!.id}`)).body.log.entries.length).toBe(
      entries.length - 1,
    );
    expect((await admin(local, 'GET', '/requests.har?since=first')).body.code).toBe('invalid_query');
    const explained = await Promise.all(entries.map(({ id }) => admin(local, 'GET', `/requests/${id}/explain`)));
    expect(explained.flatMap(({ body }) => body.decisions.map(({ kind }: { kind: string }) => kind))).toEqual(
      expect.arrayContaining(['host', 'failure', 'store']),
    );
    expect((await admin(local, 'GET', '/requests/999999/explain')).status).toBe(404);
    expect((await admin(local, 'GET', '/requests?operationId=getPet&status=200&since=0&limit=5')).status).toBe(200);
    expect((await admin(local, 'GET', '/requests?limit=0')).status).toBe(400);
    expect((await admin(local, 'DELETE', '/requests')).body).toEqual({ removed: entries.length });
    await admin(local, 'DELETE', '/failures');
  });

  it('HAR import: loaded, unreadable, too large', async () => {
    expect(
      (
        await admin(local, 'POST', '/scenario/from-har?keepClock=true', chromeHar, {
          'content-type': 'application/json',
        })
      ).status,
    ).toBe(200);
    expect(
      (await admin(local, 'POST', '/scenario/from-har', '{"log":', { 'content-type': 'application/json' })).status,
    ).toBe(400);
    const huge = `{"log":"${'x'.repeat(10 * 1024 * 1024)}"}`;
    expect(
      (await admin(local, 'POST', '/scenario/from-har', huge, { 'content-type': 'application/json' })).status,
    ).toBe(413);
    await admin(local, 'POST', '/reset');
  });

  it('clock: read, set, back to real time, refused', async () => {
    expect((await admin(local, 'GET', '/clock')).status).toBe(200);
    expect((await admin(local, 'PUT', '/clock', { now: '2031-01-01T00:00:00Z' })).body.getPetGone).toBe(true);
    expect((await admin(local, 'PUT', '/clock', { now: null })).body.simulated).toBe(false);
    expect((await admin(local, 'PUT', '/clock', { now: 'soon' })).status).toBe(400);
  });

  it('world: set, read, advanced, its events listed, refused, turned off', async () => {
    expect((await admin(local, 'PUT', '/clock', { now: '2031-01-01T00:00:00Z', speed: 0 })).body.speed).toBe(0);
    expect(
      (await admin(local, 'PUT', '/world', { world: { arrivals: { perHour: 4 } } })).body.world.arrivals.perHour,
    ).toBe(4);
    expect((await admin(local, 'GET', '/world')).body.nextEventAt).not.toBeNull();
    const { events } = (await admin(local, 'POST', '/clock/advance', { by: '2h' })).body;
    expect(events.length).toBeGreaterThan(0);
    expect((await admin(local, 'GET', '/world/events?since=0')).body.events).toEqual(events);
    expect((await admin(local, 'GET', '/world/events?since=x')).status).toBe(400);
    expect((await admin(local, 'POST', '/clock/advance', { to: '2030-01-01T00:00:00Z' })).body.code).toBe(
      'clock_backwards',
    );
    expect((await admin(local, 'PUT', '/world', { world: { arrivals: { perHour: -4 } } })).body.code).toBe(
      'invalid_world',
    );
    expect((await admin(local, 'PUT', '/world', { world: null })).body.world).toBeNull();
    await admin(local, 'POST', '/reset');
  });

  it('sandboxes: created, refused, listed, dropped, and the admin routes inside one', async () => {
    expect((await admin(local, 'POST', '/sandboxes', { name: 'answers', scenario: 'sold-out' })).status).toBe(201);
    expect((await admin(local, 'POST', '/sandboxes', { name: 'bad name!' })).status).toBe(400);
    expect(
      (await admin(local, 'GET', '/health', undefined, { 'animal-store-sandbox': 'answers' })).body.pets,
    ).toBeGreaterThan(0);
    const listed = (await admin(local, 'GET', '/sandboxes')).body;
    expect(listed.map(({ name }: { name: string }) => name)).toContain('answers');
    // Shown as listed: reading one is no use of it, so its last use and expiry stay.
    expect((await admin(local, 'GET', '/sandboxes/answers')).body).toEqual(
      listed.find(({ name }: { name: string }) => name === 'answers'),
    );
    expect((await admin(local, 'DELETE', '/sandboxes/answers')).status).toBe(204);
    expect((await admin(local, 'DELETE', '/sandboxes/answers')).status).toBe(404);
    expect((await admin(local, 'GET', '/sandboxes/answers')).body.code).toBe('not_found');
  });

  it('upstream: the contract report and a recording, with and without a proxy', async () => {
    expect((await admin(local, 'GET', '/contract')).body.proxy).toBeNull();
    // An upstream answer that breaks the contract, so the report and the journal list violations.
    await admin(overHttp(upstream), 'POST', '/failures', { operationId: 'getPet', fault: 'malformed', times: 1 });
    await call(`${proxy.url}/pets/1`, { headers: auth() });
    const report = (await admin(proxied, 'GET', '/contract')).body;
    expect(report.proxy).not.toBeNull();
    expect(
      report.operations.find(({ operationId }: { operationId: string }) => operationId === 'getPet').last[0].violations
        .length,
    ).toBeGreaterThan(0);
    const forwarded = (await admin(proxied, 'GET', '/requests')).body.at(-1);
    expect(forwarded.upstream.violations.length).toBeGreaterThan(0);
    expect((await admin(proxied, 'GET', `/requests/${forwarded.id}/explain`)).body.decisions.at(-1)).toMatchObject({
      kind: 'proxy',
      forwarded: true,
      upstreamStatus: 200,
    });
    expect((await admin(local, 'POST', '/recording', { file: 'x.json' })).status).toBe(409);
    expect((await admin(proxied, 'POST', '/recording', { file: '../outside.json' })).status).toBe(400);
    expect((await admin(proxied, 'POST', '/recording', { file: 'answers.json' })).body.active).toBe(true);
    await call(`${proxy.url}/pets?limit=3`, { headers: auth() });
    expect((await admin(proxied, 'GET', '/recording')).status).toBe(200);
    expect((await admin(proxied, 'DELETE', '/recording')).body.active).toBe(false);
    expect((await admin(proxied, 'DELETE', '/recording')).status).toBe(404);
  });

  it('pact: written, refused; a provider state set up, torn down and refused', async () => {
    await call(`${plain.url}/pets/1`, { headers: auth() });
    expect(
      (await admin(local, 'GET', '/pact?consumer=web-app&provider=animal-store&spec=4')).body.interactions.length,
    ).toBeGreaterThan(0);
    expect((await admin(local, 'GET', '/pact?spec=2')).status).toBe(400);
    expect((await admin(local, 'POST', '/pact/state', { state: 'no pet with id 999', action: 'setup' })).body).toEqual({
      id: 999,
    });
    expect(
      (await admin(local, 'POST', '/pact/state', { state: 'no pet with id 999', action: 'teardown' })).body,
    ).toEqual({});
    expect((await admin(local, 'POST', '/pact/state', { state: 'the moon is full' })).status).toBe(400);
  });

  it('coverage: counted, and counted afresh', async () => {
    await call(`${plain.url}/pets`, { headers: { prefer: 'code=503', ...auth() } });
    expect((await admin(local, 'GET', '/coverage')).status).toBe(200);
    expect((await admin(local, 'GET', '/coverage?sandbox=answers')).status).toBe(200);
    expect((await admin(local, 'DELETE', '/coverage')).status).toBe(200);
  });

  it('resilience: judged, and a bad option refused', async () => {
    expect((await admin(local, 'GET', '/resilience?storm=3')).body.checks['no-storm'].verdict).toEqual(
      expect.any(String),
    );
    expect((await admin(local, 'GET', '/resilience?maxAttempts=0')).status).toBe(400);
  });

  it('dashboard: the page and its assets, built or not, and the live feed', async () => {
    const page = { body: new TextEncoder().encode('<!doctype html>'), contentType: 'text/html; charset=utf-8' };
    const script = { body: new TextEncoder().encode(''), contentType: 'text/javascript; charset=utf-8' };
    const assets: DashboardAssets = { get: (path) => ({ 'index.html': page, 'assets/app-1.js': script })[path] };
    const [built, unbuilt] = [await createMock({ count: 1, dashboard: assets }), await createMock({ count: 1 })];
    expect((await admin(inProcess(built), 'GET', '/')).status).toBe(302);
    expect((await admin(inProcess(built), 'GET', '/ui')).status).toBe(200);
    expect((await admin(inProcess(built), 'GET', '/ui/assets/app-1.js')).status).toBe(200);
    expect((await admin(inProcess(built), 'GET', '/ui/assets/app-0.js')).status).toBe(404);
    expect((await admin(inProcess(unbuilt), 'GET', '/ui')).status).toBe(404);
    await Promise.all([built.close(), unbuilt.close()]);
    expect((await admin(local, 'GET', '/events')).status).toBe(200);
  });

  it("mcp: a message, its session's stream, the end of the session, and an unknown session", async () => {
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'admin-answers', version: '1' } },
    };
    const accept = { accept: 'application/json, text/event-stream' };
    const opened = await local('POST', '/mcp', {
      body: JSON.stringify(initialize),
      headers: { ...accept, 'content-type': 'application/json' },
    });
    await opened.body?.cancel();
    const session = { 'mcp-session-id': opened.headers.get('mcp-session-id')!, 'mcp-protocol-version': '2025-06-18' };
    expect((await admin(local, 'POST', '/mcp', initialize, accept)).status).toBe(200);
    expect((await admin(local, 'DELETE', '/mcp', undefined, session)).status).toBe(200);
    expect((await admin(local, 'GET', '/mcp', undefined, { accept: 'text/event-stream' })).status).toBe(400);
    expect((await admin(local, 'DELETE', '/mcp')).status).toBe(400);
  });

  it("the live feed's request events carry entries the spec's JournalEntry takes", async () => {
    const events = readEvents(await call(adminUrl(plain, '/events')));
    expect((await events.next()).event).toBe('hello');
    await call(`${plain.url}/pets?limit=1`, { headers: auth() });
    await call(`${plain.url}/pets`, { headers: { prefer: 'code=500', ...auth() } });
    const entries: unknown[] = [];
    while (entries.length < 2) {
      const event = await events.next();
      if (event.event === 'request') entries.push(JSON.parse(event.data));
    }
    await events.cancel();
    expect(entries.flatMap((entry) => spec.schemaProblems('JournalEntry', entry))).toEqual([]);
  });

  it('was shown every answer the spec documents', () => {
    // The MCP session's own stream sends its head with its first message, which no call here provokes.
    const unprovoked = ['streamMcp 200'];
    expect([...answered].sort()).toEqual(spec.documented.filter((answer) => !unprovoked.includes(answer)));
  });
});

describe('the check of admin answers', () => {
  const health = { status: 'ok', pets: 1, time: '2030-01-01T00:00:00.000Z' };
  const check = (body: unknown) =>
    spec.check({
      method: 'GET',
      path: '/health',
      status: 200,
      mediaType: 'application/json',
      body: JSON.stringify(body),
    }).problems;

  it('takes an answer of the documented shape', () => {
    expect(check(health)).toEqual([]);
  });

  it('refuses a field the schema does not allow, and a required one missing', () => {
    expect(check({ ...health, uptime: 3 })).toEqual([expect.stringContaining('"additionalProperty":"uptime"')]);
    const { time: _, ...withoutTime } = health;
    expect(check(withoutTime)).toEqual([expect.stringContaining('"missingProperty":"time"')]);
  });

  it('refuses an undocumented status or media type', () => {
    expect(
      spec.check({ method: 'GET', path: '/health', status: 500, mediaType: 'application/json', body: '{}' }).problems,
    ).toEqual(['getHealth 500 is not documented']);
    expect(
      spec.check({ method: 'GET', path: '/health', status: 200, mediaType: 'text/plain', body: 'ok' }).problems,
    ).toEqual(['getHealth 200 is text/plain, documented: application/json']);
  });
});
