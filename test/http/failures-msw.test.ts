import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import type { FailureRule } from '../../core/internal.ts';
import { createAnimalStore, createHandlers, type AnimalStoreOptions } from '../../mocks/index.ts';
import { attempt, call, expectFetchError, expectResponse } from '../support/bounded-fetch.ts';
import { auth } from '../support/requests.ts';
import { testKey } from '../support/test-server.ts';
import { useServers } from '../support/failure-servers.ts';

/**
 * The same rules in the shared core, seen through MSW in node. `reset`/`empty`
 * are a network error, `malformed` a truncated body, `timeout` an answer that never comes; an
 * injected error looks exactly as the Koa server's.
 */

const mswBase = 'http://msw.test/v1';
const servers = useServers();
let msw: ReturnType<typeof setupServer> | undefined;

afterEach(() => {
  msw?.close();
  msw = undefined;
});

async function startMsw(options: AnimalStoreOptions = {}) {
  const store = await createAnimalStore({ apiKeys: [testKey], ...options });
  msw = setupServer(...createHandlers(store, { baseUrl: mswBase }));
  msw.listen({ onUnhandledFrame: 'bypass' });
  return store;
}

/** Headers a client may compare; transport headers (Date, Connection...) only exist on a socket. */
const transport = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
async function observe(response: Response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !transport.has(name)));
  return { status: response.status, headers, body: await response.text() };
}

describe('network faults through MSW make fetch reject (a network error), never hang', () => {
  it.each([
    {
      label: 'rule fault: reset',
      options: { failures: [{ operationId: 'getPet', fault: 'reset' }] as FailureRule[] },
      headers: {},
    },
    {
      label: 'rule fault: empty',
      options: { failures: [{ operationId: 'getPet', fault: 'empty' }] as FailureRule[] },
      headers: {},
    },
    { label: 'Prefer: fault=reset', options: {}, headers: { prefer: 'fault=reset' } },
    { label: 'Prefer: fault=empty', options: {}, headers: { prefer: 'fault=empty' } },
  ])('$label', async ({ options, headers }) => {
    const store = await startMsw(options);
    const error = expectFetchError(await attempt(`${mswBase}/pets/1`, { headers: auth(headers) }));
    expect(error).toBeInstanceOf(TypeError);
    // The next plain request is answered.
    store.failures.clear();
    expect((await call(`${mswBase}/pets/1`, { headers: auth() })).status).toBe(200);
    const entry = store.journal.list()[0];
    expect(entry).toMatchObject({ status: null, path: '/v1/pets/1' });
  });
});

describe('malformed through MSW', () => {
  it.each([
    {
      label: 'rule',
      options: { failures: [{ operationId: 'listPets', fault: 'malformed' }] as FailureRule[] },
      headers: {},
    },
    { label: 'Prefer: fault=malformed', options: {}, headers: { prefer: 'fault=malformed' } },
  ])('$label: a 2xx whose body does not parse and is a strict prefix of the real one', async ({ options, headers }) => {
    const store = await startMsw(options);
    const broken = await call(`${mswBase}/pets?limit=4`, { headers: auth(headers) });
    expect(broken.status).toBe(200);
    const text = await broken.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    store.failures.clear();
    const real = await (await call(`${mswBase}/pets?limit=4`, { headers: auth() })).text();
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThan(real.length);
    expect(real.startsWith(text)).toBe(true);
  });
});

describe('timeout through MSW', () => {
  it('the answer never comes until the client aborts (AbortError/TimeoutError)', async () => {
    await startMsw({ maxHangMs: 2_000, failures: [{ fault: 'timeout' }] });
    const outcome = await attempt(`${mswBase}/pets`, { headers: auth(), signal: AbortSignal.timeout(300) });
    const error = expectFetchError(outcome);
    expect(['AbortError', 'TimeoutError']).toContain(error.name);
    expect(outcome.ms).toBeGreaterThanOrEqual(250);
  });

  it('bounded by maxHangMs: after it, fetch rejects by itself', async () => {
    const store = await startMsw({ maxHangMs: 300, failures: [{ id: 'hang', fault: 'timeout' }] });
    const outcome = await attempt(`${mswBase}/pets`, { headers: auth() });
    expect(expectFetchError(outcome)).toBeInstanceOf(TypeError);
    expect(outcome.ms).toBeGreaterThanOrEqual(250);
    // It was MSW (not a failed DNS look-up of msw.test) that answered with the network error.
    expect(store.journal.list()).toMatchObject([{ status: null, rules: ['hang'] }]);
  });
});

describe('an injected error is the same through MSW and through the Koa server', () => {
  it.each<{ label: string; rules: FailureRule[]; path: string; headers: Record<string, string> }>([
    {
      label: 'rule 503 on listPets',
      rules: [{ id: 'down', operationId: 'listPets', status: 503 }],
      path: '/pets',
      headers: {},
    },
    {
      label: 'rule 503 with code/message/retryAfter',
      rules: [{ id: 'maint', status: 503, code: 'maintenance', message: 'Back soon.', retryAfter: 30 }],
      path: '/pets/2',
      headers: {},
    },
    { label: 'rule 429', rules: [{ id: 'busy', status: 429 }], path: '/pets', headers: {} },
    { label: 'rule 401 (WWW-Authenticate)', rules: [{ id: 'no', status: 401 }], path: '/pets', headers: {} },
    { label: 'Prefer: code=503', rules: [], path: '/pets', headers: { prefer: 'code=503' } },
    {
      label: 'Prefer: code=503 without a key (401 first)',
      rules: [],
      path: '/pets',
      headers: { prefer: 'code=503', authorization: '' },
    },
  ])('$label: same status, body and headers', async ({ rules, path, headers }) => {
    const koa = await servers.start({ failures: rules });
    await startMsw({ failures: rules });
    const init = () => ({ headers: auth(headers) });
    const viaKoa = await observe(await call(`${koa.url}${path}`, init()));
    const viaMsw = await observe(expectResponse(await attempt(`${mswBase}${path}`, init())));
    expect(viaKoa.status).toBeGreaterThanOrEqual(400);
    expect(viaMsw).toEqual(viaKoa);
    if (viaKoa.status === 503 || viaKoa.status === 429) expect(viaKoa.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('rate limit: the same 200s, then the same 429 with the same RateLimit headers', async () => {
    const rules: FailureRule[] = [{ id: 'rl', rateLimit: { limit: 2, windowMs: 60_000 } }];
    const koa = await servers.start({ failures: rules });
    await startMsw({ failures: rules });
    for (let index = 0; index < 3; index++) {
      const viaKoa = await observe(await call(`${koa.url}/pets?limit=1`, { headers: auth() }));
      const viaMsw = await observe(await call(`${mswBase}/pets?limit=1`, { headers: auth() }));
      expect(viaMsw, `request ${index + 1}`).toEqual(viaKoa);
      expect(viaKoa.status).toBe(index < 2 ? 200 : 429);
    }
  });
});
