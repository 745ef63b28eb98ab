import { afterEach, describe, expect, it } from 'vitest';
import { isolatedWorkerLoop } from '../../scripts/sandbox-isolation.ts';
import { expectedSunset, useTestServer } from './http-support.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { readEvents } from '../support/event-stream.ts';
import { expectJson } from '../support/json-response.ts';
import { auth, createPet, listIds } from '../support/requests.ts';
import { adminUrl, startTestServer, testKey } from '../support/test-server.ts';
import { admin, inSandbox } from '../support/sandbox-support.ts';

/** One server, an isolated store per test worker, selected by a header. */
describe('sandboxes over HTTP', () => {
  const server = useTestServer();

  it('keeps pets and ids apart: each starts from the start state, the main store is untouched', async () => {
    const main = await listIds(server.url, auth());
    const a = await createPet(server.url, { name: 'only in a', categoryId: 1 }, inSandbox('iso-a'));
    const b = await createPet(server.url, { name: 'only in b', categoryId: 1 }, inSandbox('iso-b'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.id, b.body.id]).toEqual([51, 51]);
    expect(await listIds(server.url, inSandbox('iso-a'))).toEqual([...main, 51]);
    expect(await listIds(server.url, inSandbox('iso-b'))).toEqual([...main, 51]);
    expect(await listIds(server.url, auth())).toEqual(main);
    const journal = await expectJson<{ headers: Record<string, string> }[]>(await admin(server, '/requests'));
    expect(journal.filter(({ headers }) => headers['animal-store-sandbox'] !== undefined)).toEqual([]);
  });

  it('keeps keys, failure rules and their counters, and the clock apart', async () => {
    const scenario = {
      name: 'keys',
      version: 1,
      description: 'Other keys.',
      pets: [{ id: 1, name: 'X', categoryId: 1 }],
      apiKeys: ['other-key'],
    };
    expect(
      (await admin(server, '/scenario', { method: 'POST', sandbox: 'keys', body: JSON.stringify(scenario) })).status,
    ).toBe(200);
    await expectError(await call(`${server.url}/pets`, { headers: inSandbox('keys') }), 401, 'unauthorized');
    expect((await call(`${server.url}/pets`, { headers: auth() })).status).toBe(200);

    const rule = { id: 'once', operationId: 'listPets', status: 503, times: 1 };
    expect(
      (await admin(server, '/failures', { method: 'POST', sandbox: 'rules', body: JSON.stringify(rule) })).status,
    ).toBe(201);
    expect((await call(`${server.url}/pets`, { headers: auth() })).status).toBe(200);
    expect((await call(`${server.url}/pets`, { headers: inSandbox('rules') })).status).toBe(503);
    expect((await call(`${server.url}/pets`, { headers: inSandbox('rules') })).status).toBe(200);
    expect(await expectJson(await admin(server, '/failures', { sandbox: 'rules' }))).toMatchObject([
      { id: 'once', fired: 1, left: 0 },
    ]);
    expect(await expectJson(await admin(server, '/failures'))).toEqual([]);

    await admin(server, '/clock', {
      method: 'PUT',
      sandbox: 'late',
      body: JSON.stringify({ now: '2031-01-01T00:00:00Z' }),
    });
    const gone = await call(`${server.url}/pets/1`, { headers: inSandbox('late') });
    await expectError(gone, 410, 'gone');
    expect(gone.headers.get('sunset')).toBe(expectedSunset);
    expect((await call(`${server.url}/pets/1`, { headers: auth() })).status).toBe(200);
  });

  it('keeps the journal and the live feed apart', async () => {
    const events = readEvents(await admin(server, '/events', { sandbox: 'feed' }));
    try {
      expect((await events.next()).event).toBe('hello');
      await call(`${server.url}/pets?limit=1`, { headers: auth() });
      await call(`${server.url}/pets?limit=2`, { headers: inSandbox('feed') });
      const seen = JSON.parse((await events.next()).data) as { query: Record<string, string> };
      expect(seen.query).toEqual({ limit: '2' });
    } finally {
      await events.cancel();
    }
    const journal = await expectJson<{ query: Record<string, string> }[]>(
      await admin(server, '/requests', { sandbox: 'feed' }),
    );
    expect(journal.map(({ query }) => query)).toEqual([{ limit: '2' }]);
  });

  it.for([
    ['a character outside the rule', 'no/slash'],
    ['a name too long', 'x'.repeat(65)],
    ['an empty name', ''],
  ])('refuses %s with 400 invalid_sandbox, before auth, with CORS headers', async ([, name]) => {
    const response = await call(`${server.url}/pets`, {
      headers: { 'animal-store-sandbox': name!, origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await expectError(response, 400, 'invalid_sandbox', ['1-64 characters']);
  });

  it('refuses the header given twice, on the API and the admin API', async () => {
    const twice = new Headers([
      ['animal-store-sandbox', 'one'],
      ['animal-store-sandbox', 'two'],
    ]);
    await expectError(await call(`${server.url}/pets`, { headers: twice }), 400, 'invalid_sandbox', ['more than once']);
    await expectError(await call(adminUrl(server, '/health'), { headers: twice }), 400, 'invalid_sandbox');
  });

  it('creates one explicitly, lists and deletes them', async () => {
    const created = await expectJson<{ name: string; pets: number; expiresAt: string }>(
      await admin(server, '/sandboxes', {
        method: 'POST',
        body: JSON.stringify({ name: 'explicit', scenario: 'one-of-each' }),
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'explicit', pets: 3 });
    expect(Date.parse(created.expiresAt)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await listIds(server.url, inSandbox('explicit'))).toEqual([1, 2, 3]);
    const seeded = await expectJson<{ name: string; pets: number }>(
      await admin(server, '/sandboxes', { method: 'POST', body: JSON.stringify({ seed: 7, count: 4 }) }),
      201,
    );
    expect(seeded.name).toMatch(/^sandbox-[0-9a-f]{12}$/);
    expect(seeded.pets).toBe(4);

    const listed = await expectJson<{ name: string; pets: number; requests: number; lastUsed: string }[]>(
      await admin(server, '/sandboxes'),
    );
    expect(listed.find(({ name }) => name === 'explicit')).toMatchObject({ pets: 3, requests: 1 });
    expect((await admin(server, '/sandboxes/explicit', { method: 'DELETE' })).status).toBe(204);
    await expectError(await admin(server, '/sandboxes/explicit', { method: 'DELETE' }), 404, 'not_found');
    expect(
      (await expectJson<{ name: string }[]>(await admin(server, '/sandboxes'))).map(({ name }) => name),
    ).not.toContain('explicit');
  });

  it.for([
    ['a bad name', { name: 'a b' }, 'invalid_sandbox'],
    ['a bad seed', { seed: -1 }, 'invalid_body'],
    ['an unknown field', { colour: 'red' }, 'invalid_body'],
    ['an invalid scenario', { scenario: { name: 'x' } }, 'invalid_scenario'],
    ['an unknown built-in scenario (as POST /__admin/scenario refuses it)', { scenario: 'nope' }, 'invalid_scenario'],
  ])('refuses to create one with %s', async ([, body, code]) => {
    await expectError(
      await admin(server, '/sandboxes', { method: 'POST', body: JSON.stringify(body) }),
      400,
      code as string,
    );
  });

  it('lets a browser send the header: preflights allow it', async () => {
    const preflight = await call(`${server.url}/pets`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'animal-store-sandbox, authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Animal-Store-Sandbox');
  });

  it('keeps 16 workers apart, each in its own sandbox, creating, listing and resetting at once', async () => {
    // Ten steps each, two resets among them; how many a worker manages per second is the bench's (npm run bench).
    const steps = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        isolatedWorkerLoop({ url: server.url, key: testKey }, `worker-${i}`, (taken) => taken < 10),
      ),
    );
    expect(steps).toEqual(Array(16).fill(10));
  });
});

describe('sandbox lifetime', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(() => stop?.());

  it('drops a sandbox after --sandbox-idle without a request, and says so', async () => {
    const server = await startTestServer({ sandboxes: { idleMs: 150 } });
    stop = server.close;
    expect((await createPet(server.url, { name: 'soon gone', categoryId: 1 }, inSandbox('sleepy'))).status).toBe(201);
    expect((await expectJson<{ name: string }[]>(await admin(server, '/sandboxes'))).map(({ name }) => name)).toEqual([
      'sleepy',
    ]);
    // The sweep drops it on its own, with no request to trigger it.
    await expect.poll(async () => expectJson(await admin(server, '/sandboxes')), { timeout: 10_000 }).toEqual([]);
    expect(server.logs).toContain('sandbox "sleepy" dropped (idle)');
    expect(await listIds(server.url, inSandbox('sleepy'))).not.toContain(51);
  });

  it('keeps at most --max-sandboxes, dropping the least recently used', async () => {
    const server = await startTestServer({ sandboxes: { maxCount: 2 } });
    stop = server.close;
    for (const name of ['a', 'b', 'a', 'c']) await listIds(server.url, inSandbox(name));
    expect((await expectJson<{ name: string }[]>(await admin(server, '/sandboxes'))).map(({ name }) => name)).toEqual([
      'a',
      'c',
    ]);
    expect(server.logs).toContain('sandbox "b" dropped (limit)');
  });
});
