import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../core/internal.ts';
import { attempt, call, expectFetchError, guardMs } from '../support/bounded-fetch.ts';
import { auth } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { waitFor } from '../support/wait-for.ts';
import { adminCall, useServers, type TestServer } from '../support/failure-servers.ts';

/** GET/DELETE /__admin/requests over HTTP. */

const servers = useServers();

/** A key that must never show in the journal. */
const secretKey = 'sk-live-Zq7SECRETz9Xv';

type Entry = JournalEntry;

async function journal(server: TestServer): Promise<Entry[]> {
  const { status, body } = await adminCall(server, 'GET', '/requests');
  expect(status).toBe(200);
  expect(Array.isArray(body)).toBe(true);
  return body as Entry[];
}

describe('GET /__admin/requests records what the client sent and what it got', () => {
  it('time, method, path, query, headers (Authorization redacted), body, status, durationMs, fired rules', async () => {
    const server = await servers.start({
      apiKeys: [secretKey],
      failures: [
        { id: 'slow-create', operationId: 'createPet', latency: 30 },
        { id: 'mark', operationId: 'createPet', latency: 1 },
      ],
    });
    const before = Date.now();
    const list = await call(`${server.url}/pets?limit=2&status=available`, {
      headers: auth({ 'x-trace': 'trace-1' }, secretKey),
    });
    expect(list.status).toBe(200);
    await list.arrayBuffer();
    const petJson = JSON.stringify({ name: 'Journal Jim', categoryId: 2 });
    const created = await call(`${server.url}/pets`, {
      method: 'POST',
      headers: auth({ 'content-type': 'application/json', 'x-trace': 'trace-2' }, secretKey),
      body: petJson,
    });
    expect(created.status).toBe(201);
    await created.arrayBuffer();
    const after = Date.now();

    const entries = await journal(server);
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [Entry, Entry];

    expect(first).toMatchObject({
      method: 'GET',
      path: '/v1/pets',
      query: { limit: '2', status: 'available' },
      body: null,
      status: 200,
      rules: [],
    });
    expect(first.headers['x-trace']).toBe('trace-1');
    expect(first.headers.authorization).toMatch(/^Bearer \S*redacted\S*$/i);

    expect(second).toMatchObject({
      method: 'POST',
      path: '/v1/pets',
      query: {},
      body: petJson,
      status: 201,
      rules: ['slow-create', 'mark'],
    });
    expect(second.headers['content-type']).toBe('application/json');
    expect(second.headers['x-trace']).toBe('trace-2');
    expect(second.durationMs).toBeGreaterThanOrEqual(25);

    for (const entry of entries) {
      const time = Date.parse(entry.time);
      expect(entry.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(time).toBeGreaterThanOrEqual(before - 1_000);
      expect(time).toBeLessThanOrEqual(after + 1_000);
      expect(typeof entry.durationMs).toBe('number');
      expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    }
    // Newest last.
    expect(second.id).toBeGreaterThan(first.id);
    expect(Date.parse(second.time)).toBeGreaterThanOrEqual(Date.parse(first.time));
  });

  it('repeated query parameters are kept as a list', async () => {
    const server = await servers.start();
    await (await call(`${server.url}/pets?tag=a&tag=b&limit=1`, { headers: auth() })).arrayBuffer();
    const [entry] = await journal(server);
    expect(entry?.query).toEqual({ tag: ['a', 'b'], limit: '1' });
  });

  it.each([
    { label: 'Bearer <key>', authorization: `Bearer ${secretKey}` },
    { label: 'bearer <key> (lower case)', authorization: `bearer ${secretKey}` },
    { label: 'the bare key (malformed, 401)', authorization: secretKey },
    { label: 'Bearer <key> with trailing junk (401)', authorization: `Bearer ${secretKey} extra` },
    { label: 'a wrong key that contains the real one (401)', authorization: `Bearer x${secretKey}x` },
  ])('the key never appears anywhere in the journal JSON: $label', async ({ authorization }) => {
    const server = await servers.start({ apiKeys: [secretKey] });
    await (await call(`${server.url}/pets?limit=1`, { headers: { authorization, 'x-other': 'kept' } })).arrayBuffer();
    const response = await call(adminUrl(server, '/requests'));
    const raw = await response.text();
    expect(raw).not.toContain(secretKey);
    expect(raw).not.toContain(secretKey.slice(3, 15));
    const [entry] = JSON.parse(raw) as Entry[];
    expect(entry?.headers['x-other']).toBe('kept');
    expect(entry?.headers.authorization).toMatch(/redacted/i);
  });

  it.each([
    { journalSize: 5, sent: 8, kept: ['3', '4', '5', '6', '7'] },
    { journalSize: 1, sent: 3, kept: ['2'] },
    { journalSize: 0, sent: 3, kept: [] },
  ])(
    'newest last, in a bounded ring: journalSize $journalSize keeps the last $journalSize of $sent',
    async ({ journalSize, sent, kept }) => {
      const server = await servers.start({ journalSize });
      for (let index = 0; index < sent; index++) {
        await (await call(`${server.url}/pets?limit=1&n=${index}`, { headers: auth() })).arrayBuffer();
      }
      const entries = await journal(server);
      expect(entries.map((entry) => entry.query.n)).toEqual(kept);
      const ids = entries.map((entry) => entry.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    },
  );

  it('DELETE /__admin/requests clears it; recording goes on afterwards', async () => {
    const server = await servers.start();
    for (let index = 0; index < 3; index++)
      await (await call(`${server.url}/pets?limit=1`, { headers: auth() })).arrayBuffer();
    const cleared = await adminCall(server, 'DELETE', '/requests');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ removed: 3 });
    expect(await journal(server)).toEqual([]);
    await (await call(`${server.url}/pets/1`, { headers: auth() })).arrayBuffer();
    const entries = await journal(server);
    expect(entries.map((entry) => entry.path)).toEqual(['/v1/pets/1']);
  });

  it('admin requests are not journaled; unauthenticated API requests are (401)', async () => {
    const server = await servers.start();
    await adminCall(server, 'GET', '/failures');
    await (await call(`${server.url}/pets`)).arrayBuffer();
    const entries = await journal(server);
    expect(entries.map((entry) => [entry.path, entry.status])).toEqual([['/v1/pets', 401]]);
  });
});

describe('dropped connections are journaled with status null and their fault', () => {
  it.each([
    { fault: 'reset' as const, cause: 'ECONNRESET' },
    { fault: 'empty' as const, cause: 'UND_ERR_SOCKET' },
  ])('$fault', async ({ fault, cause }) => {
    const server = await servers.start({ failures: [{ id: `drop-${fault}`, operationId: 'getPet', fault }] });
    expect(expectFetchError(await attempt(`${server.url}/pets/4`, { headers: auth() })).cause?.code).toBe(cause);
    const entries = await journal(server);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'GET',
      path: '/v1/pets/4',
      status: null,
      fault,
      rules: [`drop-${fault}`],
    });
  });

  it('timeout (dropped by the server after maxHangMs): status null, fault "timeout"', async () => {
    const server = await servers.start({ maxHangMs: 200, failures: [{ id: 'hang', fault: 'timeout' }] });
    expectFetchError(await attempt(`${server.url}/pets`, { headers: auth() }));
    const entry = await waitFor(() => server.controls.journal.list()[0], 'the timed-out request is journaled', guardMs);
    expect(entry).toMatchObject({ status: null, rules: ['hang'] });
    expect(entry.fault).toBe('timeout');
  });

  it('a malformed answer is journaled with its 2xx status, the rule and its fault', async () => {
    const server = await servers.start({ failures: [{ id: 'cut', fault: 'malformed' }] });
    await (await call(`${server.url}/pets?limit=3`, { headers: auth() })).text();
    const [entry] = await journal(server);
    expect(entry).toMatchObject({ status: 200, fault: 'malformed', rules: ['cut'] });
  });

  it('a slow body is journaled with its status, the rule and its fault', async () => {
    const server = await servers.start({ failures: [{ id: 'drip', fault: 'slow-body', durationMs: 20 }] });
    await (await call(`${server.url}/pets?limit=3`, { headers: auth() })).text();
    const [entry] = await journal(server);
    expect(entry).toMatchObject({ status: 200, fault: 'slow-body', rules: ['drip'] });
  });
});
