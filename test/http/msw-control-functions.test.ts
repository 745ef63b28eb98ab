/**
 * The MSW store's control functions (reset, scenarios, export, failures, journal, clock) do what
 * the admin API does, and the handlers intercept what docs/msw-and-test-stacks.md says and nothing else.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Har } from 'har-format';
import type { AddressInfo } from 'node:net';
import { Memory } from 'lowdb';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreData } from '../../core/internal.ts';
import { createBrowserAnimalStore } from '../../mocks/browser.ts';
import {
  createAnimalStore,
  createHandlers,
  type AnimalStore,
  type AnimalStoreOptions,
  type HandlerOptions,
} from '../../mocks/index.ts';
import { harProblems } from '../support/har-schema.ts';
import { expectError } from '../support/error-body.ts';
import { sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

const apiKey = 'control-key';
const authorized = { authorization: `Bearer ${apiKey}` };
const api = 'https://api.animal-store.example/v1';

/** Servers started by a test; closed after it. */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type MswServer = ReturnType<typeof setupServer>;
const closed = new WeakSet<MswServer>();

/** Closes an MSW server once (closing twice throws). */
function stop(server: MswServer) {
  if (closed.has(server)) return;
  closed.add(server);
  server.close();
}

function listen(store: AnimalStore, options?: HandlerOptions) {
  const server = setupServer(...createHandlers(store, options));
  server.listen({ onUnhandledFrame: 'bypass' });
  cleanups.push(() => stop(server));
  return server;
}

async function storeWithServer(options: AnimalStoreOptions = {}) {
  const store = await createAnimalStore({ apiKeys: [apiKey], ...options });
  const server = listen(store, { baseUrl: api });
  return { store, server };
}

async function call(path: string, init: RequestInit = {}, base = api) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { ...authorized, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
  };
}

const createPet = (pet: object, base = api) =>
  call('/pets', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(pet) }, base);

const ids = (body: unknown) => (body as { id: number }[]).map((pet) => pet.id);

/** A plain HTTP server on 127.0.0.1, standing in for "the network": it records what reaches it. */
async function startNetwork(): Promise<{ origin: string; seen: string[] }> {
  const seen: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    seen.push(request.url ?? '');
    response.writeHead(299, { 'content-type': 'text/plain' }).end('from the network');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('scenarios', () => {
  it("loadScenario('one-of-each') leaves exactly ids 1..3", async () => {
    const { store } = await storeWithServer();
    await expect(store.loadScenario('one-of-each')).resolves.toEqual({ name: 'one-of-each', pets: 3 });
    const list = await call('/pets?limit=100');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: 1, name: 'Ava', categoryId: 1, status: 'available' },
      { id: 2, name: 'Pip', categoryId: 2, status: 'pending' },
      { id: 3, name: 'Sol', categoryId: 3, status: 'sold' },
    ]);
    expect((await createPet({ name: 'Next', categoryId: 1 })).body).toMatchObject({ id: 4 });
  });

  it('loadScenario(value) puts an inline scenario in force: pets, nextId, keys and clock', async () => {
    const { store } = await storeWithServer();
    const result = await store.loadScenario({
      name: 'inline-test',
      version: 1,
      description: 'Two pets, then ids from 20.',
      pets: [
        { id: 8, name: 'Eight', categoryId: 1 },
        { id: 7, name: 'Seven', categoryId: 2, status: 'sold' },
      ],
      nextId: 20,
      apiKeys: [apiKey, 'second-key'],
    });
    expect(result).toEqual({ name: 'inline-test', pets: 2 });
    expect((await call('/pets')).body).toEqual([
      { id: 7, name: 'Seven', categoryId: 2, status: 'sold' },
      { id: 8, name: 'Eight', categoryId: 1 },
    ]);
    expect((await createPet({ name: 'Twenty', categoryId: 3 })).body).toEqual({
      id: 20,
      name: 'Twenty',
      categoryId: 3,
    });
    expect((await call('/pets', { headers: { authorization: 'Bearer second-key' } })).status).toBe(200);
  });

  it('an invalid scenario is refused whole, with a message naming the problem', async () => {
    const { store } = await storeWithServer();
    const before = await call('/pets?limit=100');

    await expect(store.loadScenario({ name: 'bad', version: 2, description: 'wrong version' })).rejects.toThrow(
      /\/version/,
    );
    await expect(
      store.loadScenario({
        name: 'dupes',
        version: 1,
        description: 'two pets with id 5',
        pets: [
          { id: 5, name: 'A', categoryId: 1 },
          { id: 5, name: 'B', categoryId: 1 },
        ],
      }),
    ).rejects.toThrow(/\/pets\/1\/id/);
    await expect(
      store.loadScenario({
        name: 'no-name',
        version: 1,
        description: 'a pet without a name',
        pets: [{ id: 1, categoryId: 1 }],
      }),
    ).rejects.toThrow(/\/pets\/0.*name/s);
    await expect(store.loadScenario('no-such-scenario')).rejects.toThrow(/no-such-scenario.*one-of-each/s);

    expect(await call('/pets?limit=100'), 'nothing of a refused scenario is applied').toEqual(before);
  });

  it('refuses an invalid scenario with the same message as POST /__admin/scenario', async () => {
    const koa = await startTestServer({ apiKeys: [apiKey] });
    cleanups.push(() => koa.close());
    const { store } = await storeWithServer();
    const invalid = { name: 'bad', version: 1, description: 'x', pets: [{ id: 'one', name: 'A', categoryId: 1 }] };

    const adminBody = await expectError(
      await sendJson(adminUrl(koa, '/scenario'), 'POST', invalid),
      400,
      'invalid_scenario',
    );
    await expect(store.loadScenario(invalid)).rejects.toThrow(adminBody.message);
  });

  it('exportScenario() then loadScenario(exported) answers exactly as the exported store did', async () => {
    const { store: original, server } = await storeWithServer({ seed: 7, count: 30 });
    await createPet({ name: 'Made before export', categoryId: 2, status: 'pending' });
    await createPet({ name: 'No status', categoryId: 5 });
    const exported = original.exportScenario();
    // The export is a plain scenario file: it survives JSON.
    const file = JSON.parse(JSON.stringify(exported)) as unknown;

    const copy = await createAnimalStore({ seed: 99, count: 3, apiKeys: ['someone-else'] });
    const copyBase = 'https://copy.animal-store.example/v1';
    server.use(...createHandlers(copy, { baseUrl: copyBase }));
    await copy.loadScenario(file);

    const requests: [string, RequestInit?][] = [
      ['/pets?limit=100'],
      ['/pets?status=pending&limit=100'],
      ['/pets/31'],
      ['/pets/32'],
      ['/pets/33'],
      [
        '/pets',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"After","categoryId":1}' },
      ],
      ['/pets?limit=100'],
    ];
    for (const [path, init] of requests) {
      const fromOriginal = await call(path, init);
      const fromCopy = await call(path, init, copyBase);
      expect({ status: fromCopy.status, body: fromCopy.body }, `${init?.method ?? 'GET'} ${path}`).toEqual({
        status: fromOriginal.status,
        body: fromOriginal.body,
      });
    }
    expect(copy.exportScenario().pets).toEqual(original.exportScenario().pets);
  });

  it('the round trip keeps what failure rules have already done, and the simulated clock', async () => {
    const { store: original, server } = await storeWithServer();
    original.failures.add([
      { id: 'spent', operationId: 'listPets', status: 503, times: 1 },
      { id: 'half', operationId: 'getPet', status: 500, times: 2 },
    ]);
    original.clock.set(new Date('2029-06-01T00:00:00Z'));
    expect((await call('/pets')).status).toBe(503);
    expect((await call('/pets/1')).status).toBe(500);

    const copy = await createAnimalStore({ apiKeys: [apiKey] });
    const copyBase = 'https://copy.animal-store.example/v1';
    server.use(...createHandlers(copy, { baseUrl: copyBase }));
    await copy.loadScenario(JSON.parse(JSON.stringify(original.exportScenario())));

    // The simulated clock keeps running from the time it was set to; the export took it along.
    expect(copy.clock.get()).toMatchObject({ simulated: true, getPetGone: false });
    expect(copy.clock.get().now.slice(0, 10)).toBe('2029-06-01');
    for (const path of ['/pets', '/pets/1', '/pets/1', '/pets']) {
      const fromOriginal = await call(path);
      const fromCopy = await call(path, {}, copyBase);
      expect(fromCopy.status, `GET ${path} after the round trip`).toBe(fromOriginal.status);
    }
  });
});

describe('the functions and the admin API', () => {
  it('give the same answers, step by step, for the same seed', async () => {
    const koa = await startTestServer({ seed: 42, count: 50, apiKeys: [apiKey] });
    cleanups.push(() => koa.close());
    const admin = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(adminUrl(koa, path), {
        method,
        ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const { store } = await storeWithServer({ seed: 42, count: 50 });
    /** The same API request through Koa and MSW: status and body must agree. */
    const both = async (path: string, init?: RequestInit) => {
      const viaKoa = await call(path, init, koa.url);
      const viaMsw = await call(path, init);
      expect({ status: viaMsw.status, body: viaMsw.body }, `${init?.method ?? 'GET'} ${path}`).toEqual({
        status: viaKoa.status,
        body: viaKoa.body,
      });
      return viaKoa;
    };
    const withoutTime = ({ now, ...view }: { now: string }) => ({ ...view, day: now.slice(0, 10) });

    await both('/pets?limit=100');
    expect(await admin('POST', '/scenario', { name: 'one-of-each' })).toEqual({
      status: 200,
      body: await store.loadScenario('one-of-each'),
    });
    expect(ids((await both('/pets')).body)).toEqual([1, 2, 3]);

    const rules = [{ operationId: 'listPets', status: 503, times: 1 }];
    expect(await admin('POST', '/failures', rules)).toEqual({ status: 201, body: store.failures.add(rules) });
    expect((await both('/pets')).status).toBe(503);
    expect((await both('/pets')).status).toBe(200);
    expect(await admin('GET', '/failures')).toEqual({ status: 200, body: store.failures.list() });

    const sunsetPassed = '2031-01-01T00:00:00Z';
    const adminClock = await admin('PUT', '/clock', { now: sunsetPassed });
    expect(withoutTime(adminClock.body as { now: string })).toEqual(
      withoutTime(store.clock.set(new Date(sunsetPassed))),
    );
    expect((await both('/pets/1')).status).toBe(410);
    await both('/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Late","categoryId":2}',
    });

    const {
      description: _koaDescription,
      clock: koaClock,
      ...koaExport
    } = (await admin('GET', '/db')).body as Record<string, unknown>;
    const {
      description: _mswDescription,
      clock: mswClock,
      ...mswExport
    } = store.exportScenario() as unknown as Record<string, unknown>;
    // Both clocks run: their instants differ by the ms between the two reads, their sections otherwise not.
    const runningClock = ({ snapshot, ...rest }: Record<string, unknown>) => {
      const { clock, ...section } = snapshot as { clock: { now: string } };
      return { exported: { ...rest, snapshot: section }, clock: withoutTime(clock) };
    };
    expect(runningClock(mswExport)).toEqual(runningClock(koaExport));
    expect(withoutTime(mswClock as { now: string })).toEqual(withoutTime(koaClock as { now: string }));

    const journalView = (entries: unknown) =>
      (
        entries as { method: string; path: string; query: unknown; status: number; headers: Record<string, string> }[]
      ).map(({ method, path, query, status, headers }) => ({
        method,
        path,
        query,
        status,
        authorization: headers.authorization,
      }));
    expect(journalView(store.journal.list())).toEqual(journalView((await admin('GET', '/requests')).body));
    const harView = (har: Har) =>
      har.log.entries.map(({ request, response }) => [
        request.method,
        request.url,
        response.status,
        response.content.mimeType,
      ]);
    const origin = new URL(koa.url).origin;
    expect(harView(store.har({ origin }))).toEqual(harView((await admin('GET', '/requests.har')).body as Har));

    expect((await admin('POST', '/reset')).status).toBe(200);
    await store.reset();
    expect((await both('/pets?limit=100')).status).toBe(200);
    expect((await both('/pets/1')).status).toBe(200);
    expect(await admin('GET', '/failures')).toEqual({ status: 200, body: store.failures.list() });
  });
});

describe('reset()', () => {
  it('goes back to the seeded data, keys, rules and clock', async () => {
    const { store } = await storeWithServer({ seed: 3, count: 12 });
    const seeded = await call('/pets?limit=100');
    expect(ids(seeded.body)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));

    await store.loadScenario({
      name: 'changed',
      version: 1,
      description: 'other keys',
      pets: [{ id: 1, name: 'X', categoryId: 1 }],
      apiKeys: ['other-key'],
    });
    await createPet({ name: 'Nope', categoryId: 1 }, api).then(({ status }) =>
      expect(status, 'the old key is refused now').toBe(401),
    );
    store.failures.add([{ operationId: 'getPet', status: 500 }]);
    store.clock.set(new Date('2031-01-01T00:00:00Z'));

    await store.reset();
    expect(await call('/pets?limit=100')).toMatchObject({ status: 200, body: seeded.body });
    expect(store.failures.list()).toEqual([]);
    expect(store.clock.get().simulated).toBe(false);
    expect((await call('/pets/1')).status).toBe(200);
    expect((await createPet({ name: 'After reset', categoryId: 1 })).body).toMatchObject({ id: 13 });
  });

  it('goes back to the scenario the store was created with', async () => {
    const { store } = await storeWithServer({ scenario: 'one-of-each' });
    await createPet({ name: 'Fourth', categoryId: 1 });
    await store.loadScenario('empty');
    await store.reset();
    expect(ids((await call('/pets')).body)).toEqual([1, 2, 3]);
  });
});

describe('failures', () => {
  it('add() makes the next list 503 once, then 200; list() shows fired and left', async () => {
    const { store } = await storeWithServer();
    const [added] = store.failures.add([{ operationId: 'listPets', status: 503, times: 1 }]);
    expect(added).toMatchObject({ operationId: 'listPets', status: 503, times: 1, fired: 0, left: 1 });
    expect(store.failures.list()).toEqual([added]);

    const failed = await call('/pets');
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ status: 503 });
    expect(failed.headers.get('retry-after')).toBe('1');
    expect(store.failures.list()).toMatchObject([{ id: added!.id, fired: 1, left: 0 }]);

    expect((await call('/pets')).status).toBe(200);
    expect((await call('/pets/1')).status, 'other operations are untouched').toBe(200);
    expect(store.failures.list()).toMatchObject([{ id: added!.id, fired: 1, left: 0 }]);
  });

  it('add() refuses a wrong rule whole; remove() and clear() take rules away', async () => {
    const { store } = await storeWithServer();
    expect(() =>
      store.failures.add([
        { id: 'ok', operationId: 'listPets', status: 500 },
        { operationId: 'listPets', status: 99 },
      ]),
    ).toThrow(/status/);
    expect(store.failures.list(), 'none added when one is wrong').toEqual([]);

    store.failures.add([
      { id: 'a', operationId: 'listPets', status: 500 },
      { id: 'b', operationId: 'getPet', status: 502 },
    ]);
    expect(() => store.failures.add([{ id: 'a', status: 500 }])).toThrow(/"a"/);
    expect((await call('/pets/1')).status).toBe(502);
    expect(store.failures.remove('b')).toMatchObject({ id: 'b' });
    expect(store.failures.remove('b')).toBeUndefined();
    expect((await call('/pets/1')).status).toBe(200);
    expect(store.failures.clear()).toBe(1);
    expect((await call('/pets')).status).toBe(200);
  });
});

describe('journal', () => {
  it('records each request, with the Authorization value redacted', async () => {
    const { store } = await storeWithServer();
    await call('/pets?limit=2');
    await createPet({ name: 'Logged', categoryId: 2 });
    await fetch(`${api}/pets/1`, { headers: { authorization: 'Bearer wrong-secret' } });

    const entries = store.journal.list();
    expect(entries.map(({ method, path, status }) => ({ method, path, status }))).toEqual([
      { method: 'GET', path: '/v1/pets', status: 200 },
      { method: 'POST', path: '/v1/pets', status: 201 },
      { method: 'GET', path: '/v1/pets/1', status: 401 },
    ]);
    expect(entries[0]!.query).toEqual({ limit: '2' });
    expect(entries[1]!.body).toBe('{"name":"Logged","categoryId":2}');
    for (const entry of entries) expect(entry.headers.authorization).toBe('Bearer [redacted]');
    const text = JSON.stringify(entries);
    expect(text).not.toContain(apiKey);
    expect(text).not.toContain('wrong-secret');

    const har = store.har();
    expect(harProblems(har)).toEqual([]);
    expect(har.log.entries.map(({ request, response }) => [request.url, response.status])).toEqual([
      ['http://localhost/v1/pets?limit=2', 200],
      ['http://localhost/v1/pets', 201],
      ['http://localhost/v1/pets/1', 401],
    ]);
    expect(JSON.stringify(har)).not.toContain(apiKey);

    expect(store.journal.clear()).toBe(3);
    expect(store.journal.list()).toEqual([]);
    expect(store.har().log.entries).toEqual([]);
  });

  it('subscribe() tells of each request as it is served and of each change a control makes', async () => {
    const { store } = await storeWithServer();
    const events: unknown[] = [];
    const stop = store.subscribe((event) =>
      events.push(
        event.type === 'request'
          ? `${event.entry.method} ${event.entry.status}`
          : event.type === 'change'
            ? event.part
            : event.event.kind,
      ),
    );
    await createPet({ name: 'Watched', categoryId: 1 });
    store.failures.add([{ operationId: 'listPets', status: 500 }]);
    store.clock.set(new Date('2031-01-01T00:00:00Z'));
    await call('/pets');
    store.journal.clear();
    stop();
    await call('/pets');
    expect(events).toEqual(['POST 201', 'failures', 'clock', 'GET 500', 'journal']);
  });
});

describe('clock', () => {
  it('set(2031-01-01) makes getPet 410 gone; set(null) brings it back', async () => {
    const { store } = await storeWithServer();
    expect((await call('/pets/1')).status).toBe(200);

    expect(store.clock.set(new Date('2031-01-01T00:00:00Z'))).toMatchObject({
      now: '2031-01-01T00:00:00.000Z',
      simulated: true,
      getPetGone: true,
    });
    const gone = await fetch(`${api}/pets/1`, { headers: authorized });
    await expectError(gone, 410, 'gone');
    expect(gone.headers.get('sunset')).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
    expect((await call('/pets')).status, 'the list is not deprecated').toBe(200);
    expect(store.clock.get()).toMatchObject({ simulated: true, getPetGone: true });

    expect(store.clock.set(null)).toMatchObject({ simulated: false, getPetGone: false });
    expect((await call('/pets/1')).status).toBe(200);
  });
});

describe('which requests the handlers take', () => {
  it('by default, any origin whose path starts with /v1', async () => {
    const network = await startNetwork();
    const store = await createAnimalStore({ apiKeys: [apiKey], count: 5 });
    listen(store);
    for (const base of [
      'https://api.animal-store.example/v1',
      'http://localhost:1234/v1',
      'https://staging.example.org:8443/v1',
      `${network.origin}/v1`,
    ]) {
      const list = await call('/pets', {}, base);
      expect(list.status, base).toBe(200);
      expect(ids(list.body), base).toEqual([1, 2, 3, 4, 5]);
      expect((await call('/store/orders', {}, base)).status, `${base}/store/orders`).toBe(501);
      await expectError(await fetch(`${base}/categories`, { headers: authorized }), 404, 'not_found'); // the catch-all
    }
    expect(network.seen, 'nothing under /v1 reached the network').toEqual([]);
  });

  it('by default, a path outside /v1 goes to the network', async () => {
    const network = await startNetwork();
    listen(await createAnimalStore({ apiKeys: [apiKey] }));
    // The last two have /v1 in them, but their paths do not start with it.
    const paths = ['/other', '/v1x/pets', '/v2/pets', '/api/v1/pets', '/legacy/v1/pets/1'];
    const answers: Record<string, string> = {};
    for (const path of paths) {
      const response = await fetch(`${network.origin}${path}`, { headers: authorized });
      answers[path] = `${response.status} ${await response.text()}`;
    }
    expect(answers).toEqual(Object.fromEntries(paths.map((path) => [path, '299 from the network'])));
    expect(network.seen).toEqual(paths);
  });

  it('with baseUrl as a list, exactly those bases', async () => {
    const listed = await startNetwork();
    const other = await startNetwork();
    const store = await createAnimalStore({ apiKeys: [apiKey], count: 2 });
    listen(store, { baseUrl: ['https://api.animal-store.example/v1', `${listed.origin}/v1/`] });

    expect((await call('/pets', {}, 'https://api.animal-store.example/v1')).status).toBe(200);
    expect((await call('/pets/2', {}, `${listed.origin}/v1`)).status).toBe(200);
    await expectError(await fetch(`${listed.origin}/v1/nowhere`, { headers: authorized }), 404, 'not_found');
    expect(listed.seen, 'a listed base is intercepted').toEqual([]);

    for (const path of ['/v1/pets', '/v1/pets/1']) {
      const response = await fetch(`${other.origin}${path}`, { headers: authorized });
      expect(response.status, `${other.origin}${path} is not listed`).toBe(299);
    }
    expect(other.seen).toEqual(['/v1/pets', '/v1/pets/1']);
  });

  it('server.use() overrides one route; the others still reach the store', async () => {
    const { server } = await storeWithServer({ count: 3 });
    server.use(http.get('*/v1/pets', () => HttpResponse.json([{ id: 99, name: 'Override', categoryId: 1 }])));

    expect((await call('/pets')).body).toEqual([{ id: 99, name: 'Override', categoryId: 1 }]);
    expect((await call('/pets/2')).body).toMatchObject({ id: 2 });
    expect((await createPet({ name: 'Four', categoryId: 1 })).body).toMatchObject({ id: 4 });

    server.resetHandlers();
    expect(ids((await call('/pets')).body)).toEqual([1, 2, 3, 4]);
  });
});

describe('where the data lives', () => {
  it('a second store on the same lowdb Memory adapter keeps the data (a reload); reset() goes back to the seed', async () => {
    const adapter = new Memory<StoreData>();
    const options = { seed: 11, count: 5, apiKeys: [apiKey], adapter };
    const first = await createAnimalStore(options);
    const firstServer = listen(first, { baseUrl: api });
    const seeded = await call('/pets?limit=100');
    expect((await createPet({ name: 'Survivor', categoryId: 4, status: 'sold' })).body).toMatchObject({ id: 6 });
    stop(firstServer);

    const reloaded = await createAnimalStore(options);
    listen(reloaded, { baseUrl: api });
    expect((await call('/pets/6')).body).toEqual({ id: 6, name: 'Survivor', categoryId: 4, status: 'sold' });
    expect(ids((await call('/pets?limit=100')).body)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await createPet({ name: 'Seventh', categoryId: 1 })).body, 'ids keep growing after a reload').toMatchObject(
      { id: 7 },
    );

    await reloaded.reset();
    expect(await call('/pets?limit=100')).toMatchObject({ status: 200, body: seeded.body });
    expect((await call('/pets/6')).status).toBe(404);
    await expect(adapter.read()).resolves.toMatchObject({ meta: { nextId: 6 }, pets: seeded.body as object[] });
  });

  it('a reload keeps the data of a store created from a scenario too', async () => {
    const adapter = new Memory<StoreData>();
    const options = { scenario: 'one-of-each', apiKeys: [apiKey], adapter };
    const first = await createAnimalStore(options);
    const firstServer = listen(first, { baseUrl: api });
    await createPet({ name: 'Fourth', categoryId: 2 });
    stop(firstServer);

    const reloaded = await createAnimalStore(options);
    listen(reloaded, { baseUrl: api });
    expect(ids((await call('/pets')).body)).toEqual([1, 2, 3, 4]);
    await reloaded.reset();
    expect(ids((await call('/pets')).body)).toEqual([1, 2, 3]);
  });

  describe('in the browser (localStorage)', () => {
    const items = new Map<string, string>();
    beforeAll(() => {
      vi.stubGlobal('localStorage', {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, String(value)),
        removeItem: (key: string) => void items.delete(key),
        clear: () => items.clear(),
        key: (index: number) => [...items.keys()][index] ?? null,
        get length() {
          return items.size;
        },
      });
    });
    afterAll(() => {
      vi.unstubAllGlobals();
    });

    it('keeps the data under a namespaced key across reloads; reset() puts the seed back', async () => {
      const first = await createBrowserAnimalStore({ namespace: 'app', seed: 5, count: 4, apiKeys: [apiKey] });
      const firstServer = listen(first, { baseUrl: api });
      await createPet({ name: 'Stored', categoryId: 3 });
      stop(firstServer);
      expect([...items.keys()]).toEqual(['animal-store-mock:app']);

      const reloaded = await createBrowserAnimalStore({ namespace: 'app', seed: 5, count: 4, apiKeys: [apiKey] });
      const reloadedServer = listen(reloaded, { baseUrl: api });
      expect(ids((await call('/pets')).body)).toEqual([1, 2, 3, 4, 5]);
      await reloaded.reset();
      expect(ids((await call('/pets')).body)).toEqual([1, 2, 3, 4]);
      stop(reloadedServer);

      const other = await createBrowserAnimalStore({ namespace: 'other', seed: 5, count: 4, apiKeys: [apiKey] });
      listen(other, { baseUrl: api });
      expect(ids((await call('/pets')).body), 'another namespace has its own data').toEqual([1, 2, 3, 4]);
      expect([...items.keys()].sort()).toEqual(['animal-store-mock:app', 'animal-store-mock:other']);
      expect(JSON.parse(items.get('animal-store-mock:app')!)).toMatchObject({ meta: { nextId: 5 } });
    });
  });
});
