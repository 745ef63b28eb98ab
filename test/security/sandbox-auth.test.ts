import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxRegistry, type SandboxedMock } from '../../core/admin/sandbox-registry.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const names = (server: Server) => server.sandboxes!.list().map(({ name }) => name);

/** A stranger can neither create sandboxes nor evict the real ones. */
describe('sandboxes for authorized callers only', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('creates no sandbox for a request the API refuses, and leaves the LRU order alone', async () => {
    server = await startTestServer({ sandboxes: { maxCount: 2 } });
    for (const name of ['w1', 'w2'])
      expect((await call(`${server.url}/pets`, { headers: auth({ 'animal-store-sandbox': name }) })).status).toBe(200);
    for (const [index, headers] of [
      {},
      { authorization: 'Bearer wrong-key' },
      { authorization: 'Basic eDp5' },
    ].entries()) {
      const answer = await call(`${server.url}/pets`, {
        headers: { ...headers, 'animal-store-sandbox': index === 0 ? 'w1' : `stranger-${index}` },
      });
      await expectError(answer, 401, 'unauthorized');
    }
    expect(names(server)).toEqual(['w1', 'w2']);
    expect(server.sandboxes!.list().map(({ requests }) => requests)).toEqual([1, 1]);
  });

  it("checks an existing sandbox's own keys", async () => {
    server = await startTestServer();
    const scenario = { name: 'keys', version: 1, description: 'Own keys.', pets: [], apiKeys: ['own-key'] };
    const loaded = await call(adminUrl(server, '/scenario'), {
      method: 'POST',
      headers: { 'animal-store-sandbox': 'own', 'content-type': 'application/json' },
      body: JSON.stringify(scenario),
    });
    expect(loaded.status).toBe(200);
    // The main mock's key does not open the sandbox, nor is the request served by the main store.
    await expectError(
      await call(`${server.url}/pets`, { headers: auth({ 'animal-store-sandbox': 'own' }) }),
      401,
      'unauthorized',
    );
    expect(
      (await call(`${server.url}/pets`, { headers: auth({ 'animal-store-sandbox': 'own' }, 'own-key') })).status,
    ).toBe(200);
  });

  it('checks the admin token before a sandbox is made on the control plane', async () => {
    server = await startTestServer({ adminToken: 'admin-secret' });
    await expectError(await call(adminUrl(server, '/failures?sandbox=x')), 401, 'unauthorized');
    await expectError(
      await call(adminUrl(server, '/failures'), {
        headers: { 'animal-store-sandbox': 'y', authorization: 'Bearer nope' },
      }),
      401,
      'unauthorized',
    );
    expect(names(server)).toEqual([]);
    expect(
      (await call(adminUrl(server, '/failures?sandbox=x'), { headers: { authorization: 'Bearer admin-secret' } }))
        .status,
    ).toBe(200);
    expect(names(server)).toEqual(['x']);
  });

  it('answers a throw in the sandbox dispatch with an Error body, not a reset', async () => {
    server = await startTestServer();
    server.sandboxes!.use = () => Promise.reject(new Error('planted fault'));
    await expectError(
      await call(`${server.url}/pets`, { headers: auth({ 'animal-store-sandbox': 'boom' }) }),
      500,
      'internal_error',
    );
    await expectError(await call(adminUrl(server, '/failures?sandbox=boom')), 500, 'internal_error');
    expect(server.logs.some((line) => line.includes('planted fault'))).toBe(true);
  });
});

describe('the sandbox registry', () => {
  const fakeMock = (): SandboxedMock => ({
    app: { handle: async () => ({ status: 200, headers: {}, body: null }) },
    admin: { handle: async () => ({ status: 200, headers: {}, body: null }) },
    simulation: { apiKeys: () => [] },
    store: { count: () => 0 },
    close: async () => {},
  });

  it('builds one mock when the first requests for a new name race', async () => {
    let built = 0;
    const registry = createSandboxRegistry({
      build: async () => (built++, fakeMock()),
      start: {},
      idleMs: 60_000,
      max: 10,
    });
    const [a, b] = await Promise.all([registry.use('race'), registry.use('race')]);
    expect(built).toBe(1);
    expect(a).toBe(b);
    expect(a.requests).toBe(2);
  });

  it('never puts back a sandbox replaced or dropped while its first request waited', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const registry = createSandboxRegistry({
      build: async () => (++calls === 1 && (await slow), fakeMock()),
      start: {},
      idleMs: 60_000,
      max: 10,
    });
    const first = registry.use('s');
    const replacement = await registry.create('s');
    release();
    expect(await first).toBe(replacement);
    expect(registry.list()).toEqual([replacement]);
  });

  it('peeks without counting or moving', async () => {
    const registry = createSandboxRegistry({ build: async () => fakeMock(), start: {}, idleMs: 60_000, max: 10 });
    await registry.use('a');
    await registry.use('b');
    expect(registry.peek('a')?.requests).toBe(1);
    expect(registry.list().map(({ name }) => name)).toEqual(['a', 'b']);
  });
});
