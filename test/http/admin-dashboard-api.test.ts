import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMock, fetchHandler, type FileStorageInfo, type StoreData } from '../../core/internal.ts';
import { errorBodyProblems, expectError } from '../support/error-body.ts';
import { readEvents } from '../support/event-stream.ts';
import { auth, jsonPost, sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const getJson = async (url: string, init?: RequestInit) =>
  (await fetch(url, init)).json() as Promise<Record<string, unknown>>;

describe('the store view of the admin API', () => {
  it('counts pets per status, pets without one as none', async () => {
    server = await startTestServer({ scenario: 'mixed-status' });
    expect(await getJson(adminUrl(server, '/store'))).toEqual({
      pets: 20,
      byStatus: { available: 8, pending: 4, sold: 6, none: 2 },
      storage: { kind: 'memory' },
    });
  });

  it('names the db file, its size, its lock, its log of creates and the last reload', async () => {
    const db = join(mkdtempSync(join(tmpdir(), 'asm-store-')), 'db.json');
    server = await startTestServer({ db });
    await server.store.flush();
    const created = await fetch(`${server.url}/pets`, jsonPost({ name: 'Logged', categoryId: 1 }));
    expect(created.status).toBe(201);
    const { storage } = (await getJson(adminUrl(server, '/store'))) as { storage: FileStorageInfo };
    expect(storage).toMatchObject({
      kind: 'file',
      path: db,
      lock: { path: `${db}.lock`, pid: process.pid },
      log: { path: `${db}.log`, pets: 1 },
      fsync: false,
      lastReload: null,
      problem: null,
    });
    expect(storage.bytes).toBeGreaterThan(1000);
    expect(storage.log.bytes).toBeGreaterThan(10);

    // A hand edit: the live feed says the store changed, and the view shows the reload.
    const events = readEvents(await fetch(adminUrl(server, '/events')));
    const file = JSON.parse(readFileSync(db, 'utf8')) as StoreData;
    writeFileSync(db, JSON.stringify({ ...file, pets: file.pets.slice(0, 10) }));
    for (let event = await events.next(); event.event !== 'change'; event = await events.next());
    await events.cancel();
    const after = (await getJson(adminUrl(server, '/store'))) as { pets: number; storage: FileStorageInfo };
    expect(after.pets).toBe(11);
    expect(after.storage.lastReload).toEqual({ at: expect.any(String), pets: 11 });
  });

  it('pages, filters by status and name (any case) and orders by id', async () => {
    server = await startTestServer({ scenario: 'mixed-status' });
    const all = (await getJson(adminUrl(server, '/store/pets?limit=1000'))) as {
      total: number;
      pets: { id: number; name: string; status?: string }[];
    };
    expect(all.total).toBe(20);
    const sold = (await getJson(adminUrl(server, '/store/pets?status=sold&order=desc'))) as typeof all;
    expect(sold.total).toBe(6);
    expect(sold.pets.every((pet) => pet.status === 'sold')).toBe(true);
    expect(sold.pets.map((pet) => pet.id)).toEqual(
      all.pets
        .filter((pet) => pet.status === 'sold')
        .map((pet) => pet.id)
        .reverse(),
    );
    const none = (await getJson(adminUrl(server, '/store/pets?status=none'))) as typeof all;
    expect(none.pets.map((pet) => pet.status)).toEqual([undefined, undefined]);
    const needle = all.pets[3]!.name.slice(1, 4).toUpperCase();
    const named = (await getJson(adminUrl(server, `/store/pets?name=${encodeURIComponent(needle)}`))) as typeof all;
    expect(named.pets.length).toBeGreaterThan(0);
    expect(named.pets.every((pet) => pet.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
    const page = (await getJson(adminUrl(server, '/store/pets?offset=5&limit=3'))) as typeof all;
    expect(page).toMatchObject({ total: 20, offset: 5, limit: 3 });
    expect(page.pets).toEqual(all.pets.slice(5, 8));
  });

  it.each(['status=lost', 'order=up', 'limit=0', 'limit=1001', 'offset=-1', 'limit=2.5'])(
    'answers %s with 400 invalid_query',
    async (query) => {
      server = await startTestServer();
      await expectError(await fetch(adminUrl(server, `/store/pets?${query}`)), 400, 'invalid_query');
    },
  );

  it('lists the built-in scenarios with their descriptions', async () => {
    server = await startTestServer();
    const list = (await (await fetch(adminUrl(server, '/scenarios'))).json()) as {
      name: string;
      description: string;
    }[];
    expect(list.map(({ name }) => name)).toEqual([
      'default',
      'empty',
      'sold-out',
      'mixed-status',
      'missing-status',
      'edge-names',
      'large',
      'one-of-each',
    ]);
    expect(list.every(({ description }) => description.length > 10)).toBe(true);
  });
});

describe('the journal shows responses too', () => {
  it('keeps the response headers and JSON body beside the request', async () => {
    server = await startTestServer();
    await fetch(`${server.url}/pets/999999`, { headers: auth() });
    const [entry] = (await (await fetch(adminUrl(server, '/requests'))).json()) as {
      status: number;
      response: { headers: Record<string, string>; body: string };
    }[];
    expect(entry!.status).toBe(404);
    expect(entry!.response.headers['content-type']).toBe('application/json');
    expect(entry!.response.headers.deprecation).toBeDefined();
    expect(errorBodyProblems(404, entry!.response.headers['content-type'], entry!.response.body, 'not_found')).toEqual(
      [],
    );
  });

  it('keeps at most 64 KiB of each body, saying how long the whole was', async () => {
    server = await startTestServer();
    const name = 'n'.repeat(100_000);
    const created = await fetch(`${server.url}/pets`, jsonPost({ name, categoryId: 1 }));
    expect(created.status).toBe(201);
    const [entry] = (await (await fetch(adminUrl(server, '/requests'))).json()) as {
      body: string;
      response: { body: string };
    }[];
    const sent = JSON.stringify({ name, categoryId: 1 }).length;
    expect(entry!.body).toBe(`${JSON.stringify({ name, categoryId: 1 }).slice(0, 65_536)}… (${sent} bytes in all)`);
    expect(entry!.response.body.startsWith('{"id":51,"name":"nnn')).toBe(true);
    expect(entry!.response.body).toMatch(/^.{65536}… \(\d{6} characters in all\)$/s);
  });

  it('has no response for a dropped connection', async () => {
    server = await startTestServer({ failures: [{ operationId: 'listPets', fault: 'reset' }] });
    await fetch(`${server.url}/pets`, { headers: auth() }).catch(() => undefined);
    const [entry] = (await (await fetch(adminUrl(server, '/requests'))).json()) as {
      fault: string;
      response: unknown;
    }[];
    expect(entry).toMatchObject({ fault: 'reset', response: null });
  });
});

describe('the live feed at /__admin/events', () => {
  /** Opens the feed and reads its hello: which journal, and its newest entry id. */
  async function openFeed(running: Server, headers: Record<string, string> = {}) {
    const response = await fetch(adminUrl(running, '/events'), { headers });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = readEvents(response);
    const hello = await events.next();
    expect(hello.event).toBe('hello');
    return { events, hello: JSON.parse(hello.data) as { journal: string; newest: number } };
  }
  const limits = (events: { data: string }[]) =>
    events.map(({ data }) => (JSON.parse(data) as { query: { limit: string } }).query.limit);

  it('sends each request as it is served, and each change made by a control', async () => {
    server = await startTestServer();
    const { events, hello } = await openFeed(server);
    try {
      await fetch(`${server.url}/pets?limit=2`, { headers: auth() });
      const request = await events.next();
      expect(request.event).toBe('request');
      const entry = JSON.parse(request.data) as { id: number; path: string; status: number };
      expect(entry).toMatchObject({ path: '/v1/pets', status: 200 });
      expect(request.id).toBe(`${hello.journal}.${entry.id}`);

      await sendJson(adminUrl(server, '/failures'), 'POST', { operationId: 'createPet', status: 503 });
      expect(await events.next()).toMatchObject({ event: 'change', data: '{"part":"failures"}' });
      await sendJson(adminUrl(server, '/clock'), 'PUT', { now: '2031-01-01T00:00:00Z' });
      expect(await events.next()).toMatchObject({ event: 'change', data: '{"part":"clock"}' });
      await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'empty' });
      const parts = [await events.next(), await events.next(), await events.next()].map(
        ({ data }) => JSON.parse(data).part,
      );
      expect(parts).toEqual(['store', 'failures', 'clock']);
    } finally {
      await events.cancel();
    }
  });

  it('a new client gets only what happens from now on, not the journal so far', async () => {
    server = await startTestServer();
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/pets?limit=${i + 1}`, { headers: auth() });
    const { events, hello } = await openFeed(server);
    try {
      expect(hello.newest).toBe(3);
      await fetch(`${server.url}/pets?limit=9`, { headers: auth() });
      expect(limits([await events.next()])).toEqual(['9']);
    } finally {
      await events.cancel();
    }
  });

  it('replays what a reconnecting client of the same run missed, from Last-Event-ID on', async () => {
    server = await startTestServer();
    const { events: before, hello } = await openFeed(server);
    await fetch(`${server.url}/pets?limit=1`, { headers: auth() });
    const seen = await before.next();
    await before.cancel();
    for (let i = 2; i <= 3; i++) await fetch(`${server.url}/pets?limit=${i}`, { headers: auth() });
    const { events } = await openFeed(server, { 'last-event-id': seen.id! });
    try {
      expect(seen.id).toBe(`${hello.journal}.1`);
      expect(limits([await events.next(), await events.next()])).toEqual(['2', '3']);
    } finally {
      await events.cancel();
    }
  });

  it.each(['7', '-1', '0x1', 'other-run.1', ' .1', 'x'.repeat(300)])(
    'replays nothing for a Last-Event-ID of %j',
    async (lastEventId) => {
      server = await startTestServer();
      await fetch(`${server.url}/pets?limit=1`, { headers: auth() });
      const { events } = await openFeed(server, { 'last-event-id': lastEventId });
      try {
        await fetch(`${server.url}/pets?limit=2`, { headers: auth() });
        expect(limits([await events.next()])).toEqual(['2']);
      } finally {
        await events.cancel();
      }
    },
  );

  it('replays nothing past 500 missed entries: the client reloads instead', async () => {
    server = await startTestServer();
    const { events: before, hello } = await openFeed(server);
    await before.cancel();
    for (let i = 0; i < 501; i++) await fetch(`${server.url}/pets?limit=1`, { headers: auth() });
    const { events } = await openFeed(server, { 'last-event-id': `${hello.journal}.0` });
    try {
      await fetch(`${server.url}/pets?limit=2`, { headers: auth() });
      expect(limits([await events.next()])).toEqual(['2']);
    } finally {
      await events.cancel();
    }
  });

  it('a subscriber that throws neither fails the request nor the control', async () => {
    server = await startTestServer();
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = server.controls.subscribe(() => {
      throw new Error('subscriber bug');
    });
    try {
      const { events } = await openFeed(server);
      const listed = await fetch(`${server.url}/pets?limit=1`, { headers: auth() });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toHaveLength(1);
      const added = await sendJson(adminUrl(server, '/failures'), 'POST', { operationId: 'getPet', status: 500 });
      expect(added.status).toBe(201);
      // Subscribers after the faulty one are still told.
      expect((await events.next()).event).toBe('request');
      expect((await events.next()).data).toBe('{"part":"failures"}');
      await events.cancel();
      expect(complaints).toHaveBeenCalledTimes(2);
    } finally {
      stop();
      complaints.mockRestore();
    }
  });

  it('lets go of a client that hangs up, and ends open streams when the server stops', async () => {
    server = await startTestServer();
    const subscribed = spySubscriptions(server);
    // node:http, to hang up the way a browser does: closing the socket.
    const first = request(adminUrl(server, '/events')).end();
    await new Promise((resolve) => first.once('response', resolve));
    const { events: second } = await openFeed(server);
    await expect.poll(() => subscribed.open).toBe(2);
    first.destroy();
    await expect.poll(() => subscribed.open).toBe(1);
    const ended = expect(second.next(3_000)).rejects.toThrow(/ended/);
    await server.close();
    server = undefined;
    // Ended by the stop itself: a stream cut when the 5 s for busy connections run out errors
    // instead of ending, and comes after next()'s 3 s.
    expect(subscribed.open).toBe(0);
    await ended;
  });
});

/** Counts the live subscriptions to the controls' feed, by wrapping `subscribe`. */
function spySubscriptions(running: Server) {
  const counter = { open: 0 };
  const original = running.controls.subscribe;
  running.controls.subscribe = (listener) => {
    counter.open += 1;
    const stop = original(listener);
    return () => {
      counter.open -= 1;
      stop();
    };
  };
  return counter;
}

describe('the admin token, as a browser sends it', () => {
  const basic = (user: string, password: string) => ({
    authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
  });

  it('takes the token as the password of Basic, and challenges with Basic so a browser asks for it', async () => {
    server = await startTestServer({ adminToken: 'qa-secret' });
    const refused = await fetch(adminUrl(server, '/ui'));
    expect(refused.headers.get('www-authenticate')).toBe('Basic realm="animal-store-mock admin", charset="UTF-8"');
    await expectError(refused, 401, 'unauthorized');
    expect((await fetch(adminUrl(server, '/store'), { headers: basic('qa', 'qa-secret') })).status).toBe(200);
    expect((await fetch(adminUrl(server, '/store'), { headers: basic('qa', 'wrong') })).status).toBe(401);
    expect((await fetch(adminUrl(server, '/store'), { headers: { authorization: 'Basic !!!' } })).status).toBe(401);
    expect((await fetch(adminUrl(server, '/store'), { headers: basic('qa', '') })).status).toBe(401);
  });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['Origin: null', { origin: 'null' }],
  ])('refuses a change asked by a page of another site (%s) with 403, and changes nothing', async (_, headers) => {
    server = await startTestServer({ adminToken: 'qa-secret' });
    const withToken = { ...basic('qa', 'qa-secret'), ...headers };
    const refused = await fetch(adminUrl(server, '/failures'), {
      method: 'POST',
      headers: { ...withToken, 'content-type': 'application/json' },
      body: '{"status":500}',
    });
    await expectError(refused, 403, 'forbidden');
    expect(await (await fetch(adminUrl(server, '/failures'), { headers: withToken })).json()).toEqual([]);
  });

  it('takes changes from its own pages and from tools', async () => {
    server = await startTestServer();
    const own = new URL(server.url).origin;
    expect(
      (
        await fetch(adminUrl(server, '/reset'), {
          method: 'POST',
          headers: { 'sec-fetch-site': 'same-origin', origin: own },
        })
      ).status,
    ).toBe(200);
    expect((await fetch(adminUrl(server, '/reset'), { method: 'POST' })).status).toBe(200);
  });

  it('does not let the admin token or Basic into the API', async () => {
    server = await startTestServer({ adminToken: 'qa-secret' });
    expect((await fetch(`${server.url}/pets`, { headers: basic('qa', 'test-key') })).status).toBe(401);
  });
});

describe('the dashboard page at /__admin/ui', () => {
  it('serves the built page and its assets with types, caching and a strict CSP', async () => {
    server = await startTestServer();
    const page = await fetch(adminUrl(server, '/ui'));
    expect(page.status, 'no dist/ui here: `npm run build` builds the dashboard (npm install runs it)').toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await page.text();
    const script = /src="\/__admin\/ui\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(adminUrl(server, `/ui/${script}`));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(adminUrl(server, '/ui/'))).status).toBe(200);
  });

  it.each([
    '/ui/assets/..%2F..%2Fpackage.json',
    '/ui/assets/..%2Findex.html',
    '/ui/assets/nope.js',
    '/ui/index.html/x',
  ])('answers %s with a 404 Error body, never a file outside the build', async (path) => {
    server = await startTestServer();
    await expectError(await fetch(adminUrl(server, path)), 404, 'not_found');
  });
});

describe('the dashboard assets loader', () => {
  it('serves only the files of its folder, and nothing when there is no build', async () => {
    const { loadDashboardAssets } = await import('../../server/http/dashboard-assets.ts');
    const folder = mkdtempSync(join(tmpdir(), 'asm-ui-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html>');
    writeFileSync(join(folder, 'assets', 'app-1.css'), 'body{}');
    const assets = loadDashboardAssets([join(folder, 'missing'), folder])!;
    expect(assets.get('assets/app-1.css')?.contentType).toBe('text/css; charset=utf-8');
    expect(new TextDecoder().decode(assets.get('index.html')!.body)).toBe('<!doctype html>');
    expect(assets.get('../index.html')).toBeUndefined();
    expect(assets.get('assets/../index.html')).toBeUndefined();
    // A file listed at start but gone since (a rebuild) is a 404, not a crash.
    writeFileSync(join(folder, 'assets', 'app-2.js'), '');
    const rebuilt = loadDashboardAssets([folder])!;
    rmSync(join(folder, 'assets', 'app-2.js'));
    expect(rebuilt.get('assets/app-2.js')).toBeUndefined();
    // A folder without assets/ is not a build (the source folder ui/ has an index.html too).
    expect(loadDashboardAssets([join(folder, 'assets'), mkdtempSync(join(tmpdir(), 'asm-ui-'))])).toBeUndefined();
    expect(loadDashboardAssets([fileURLToPath(new URL('../../ui/', import.meta.url))])).toBeUndefined();
  });

  it('without a build, the page answers 404 saying how to build it', async () => {
    const { admin } = await createMock({ count: 1 });
    const response = await fetchHandler(admin)(new Request('http://localhost/__admin/ui'));
    await expectError(response, 404, undefined, ['npm run build']);
  });
});
