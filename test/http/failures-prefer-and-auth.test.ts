import { afterAll, describe, expect, it } from 'vitest';
import type { FailureRule } from '../../core/internal.ts';
import { attempt, call, expectFetchError, expectResponse } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';
import { newPet, useServers, type TestServer } from '../support/failure-servers.ts';

/**
 * The `Prefer` header per request (`code=`, `delay=`, `fault=`), and "auth still comes
 * first: a forced code never hides a missing key unless the forced code is 401".
 */

const servers = useServers();

describe('Prefer works per request', () => {
  it.each([400, 404, 418, 429, 500, 503, 599])(
    'Prefer: code=%i gives that Error response; the next request (no Prefer) is normal',
    async (status) => {
      const server = await servers.start();
      const forced = await call(`${server.url}/pets`, { headers: auth({ prefer: `code=${status}` }) });
      await expectError(forced, status);
      if (status === 429 || status === 503) expect(forced.headers.get('retry-after')).toMatch(/^\d+$/);
      const plain = await call(`${server.url}/pets?limit=1`, { headers: auth() });
      expect(plain.status).toBe(200);
    },
  );

  it('Prefer: code=503 on a create does not create anything', async () => {
    const server = await servers.start();
    const before = server.store.count();
    await expectError(await call(`${server.url}/pets`, jsonPost(newPet, { prefer: 'code=503' })), 503);
    expect(server.store.count()).toBe(before);
  });

  it('Prefer: delay=300 delays this request by at least 300 ms, and only this one', async () => {
    const server = await servers.start();
    const delayed = await attempt(`${server.url}/pets?limit=1`, { headers: auth({ prefer: 'delay=300' }) });
    expect(expectResponse(delayed).status).toBe(200);
    expect(delayed.ms).toBeGreaterThanOrEqual(295);
    const plain = await call(`${server.url}/pets?limit=1`, { headers: auth() });
    expect(plain.status).toBe(200);
    const [first, second] = server.controls.journal.list();
    expect(first?.rules).toEqual(['prefer']);
    expect(second?.rules, 'nothing applied to the next request').toEqual([]);
  });

  it('Prefer: fault=reset fails fetch with ECONNRESET; the next request is answered', async () => {
    const server = await servers.start();
    const error = expectFetchError(await attempt(`${server.url}/pets`, { headers: auth({ prefer: 'fault=reset' }) }));
    expect(error.cause?.code).toBe('ECONNRESET');
    expect((await call(`${server.url}/pets?limit=1`, { headers: auth() })).status).toBe(200);
  });

  it('Prefer: fault=empty closes the socket with no response', async () => {
    const server = await servers.start();
    const error = expectFetchError(await attempt(`${server.url}/pets`, { headers: auth({ prefer: 'fault=empty' }) }));
    expect(error.cause?.code).toBe('UND_ERR_SOCKET');
  });

  it('Prefer: code=503, delay=200 combines both', async () => {
    const server = await servers.start();
    const outcome = await attempt(`${server.url}/pets`, { headers: auth({ prefer: 'code=503, delay=200' }) });
    await expectError(expectResponse(outcome), 503);
    expect(outcome.ms).toBeGreaterThanOrEqual(195);
  });

  it('the Prefer request is journaled with the rule "prefer"', async () => {
    const server = await servers.start();
    await (await call(`${server.url}/pets`, { headers: auth({ prefer: 'code=502' }) })).arrayBuffer();
    const entry = server.controls.journal.list().at(-1)!;
    expect(entry).toMatchObject({ status: 502, rules: ['prefer'] });
  });
});

describe('auth comes first', () => {
  const unauthenticated: { label: string; headers: Record<string, string> }[] = [
    { label: 'no Authorization', headers: {} },
    { label: 'an unknown key', headers: { authorization: 'Bearer not-a-known-key' } },
  ];

  const catchAll: { label: string; rule: FailureRule }[] = [
    { label: 'a 503 rule', rule: { status: 503 } },
    { label: 'a 500 rule on listPets', rule: { operationId: 'listPets', status: 500 } },
    { label: 'a reset rule', rule: { fault: 'reset' } },
    { label: 'an empty rule', rule: { fault: 'empty' } },
    { label: 'a timeout rule', rule: { fault: 'timeout' } },
    { label: 'a malformed rule', rule: { fault: 'malformed' } },
    { label: 'a rate limit of 1 (already used)', rule: { rateLimit: { limit: 1, windowMs: 60_000 } } },
  ];

  // One server for the two tables below (starting one per case is slow on a busy machine); each
  // case puts its own rules in force.
  let shared: TestServer | undefined;
  const sharedServer = async (rules: FailureRule[]): Promise<TestServer> => {
    shared ??= await startTestServer();
    shared.controls.failures.clear();
    shared.controls.failures.add(rules);
    return shared;
  };
  afterAll(async () => {
    await shared?.close();
  });

  it.each(
    unauthenticated.flatMap((who) =>
      catchAll.map((what) => ({ ...who, ...what, name: `${who.label} + ${what.label}` })),
    ),
  )('$name: 401 unauthorized, with WWW-Authenticate', async ({ headers, rule }) => {
    const server = await sharedServer([{ id: 'rule', ...rule }]);
    if (rule.rateLimit) await (await call(`${server.url}/pets?limit=1`, { headers: auth() })).arrayBuffer();
    const response = expectResponse(await attempt(`${server.url}/pets`, { headers }));
    await expectError(response, 401, 'unauthorized');
    expect(response.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/i);
  });

  it.each(
    unauthenticated.flatMap((who) =>
      ['code=503', 'code=500', 'code=429', 'fault=reset', 'fault=timeout'].map((prefer) => ({ ...who, prefer })),
    ),
  )('$label + Prefer: $prefer: 401 unauthorized', async ({ headers, prefer }) => {
    const server = await sharedServer([]);
    const response = expectResponse(await attempt(`${server.url}/pets`, { headers: { ...headers, prefer } }));
    await expectError(response, 401, 'unauthorized');
  });

  it('an unauthenticated request does not use up a rule (times: 1 still fires for the next good request)', async () => {
    const server = await servers.start({ failures: [{ id: 'one', status: 503, times: 1 }] });
    await expectError(await call(`${server.url}/pets`), 401, 'unauthorized');
    expect(server.controls.failures.list()[0]).toMatchObject({ matched: 0, fired: 0, left: 1 });
    await expectError(await call(`${server.url}/pets`, { headers: auth() }), 503);
  });

  it.each([
    { label: 'with a valid key', headers: auth({ prefer: 'code=401' }) },
    { label: 'with no key', headers: { prefer: 'code=401' } },
  ])('a forced 401 is a 401 ($label), with WWW-Authenticate', async ({ headers }) => {
    const server = await servers.start();
    const response = await call(`${server.url}/pets`, { headers });
    await expectError(response, 401);
    expect(response.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/i);
  });

  it('a 401 rule with a valid key is a 401', async () => {
    const server = await servers.start({ failures: [{ status: 401 }] });
    const response = await call(`${server.url}/pets`, { headers: auth() });
    await expectError(response, 401);
    expect(response.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/i);
  });
});
