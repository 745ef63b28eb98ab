import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailureRule } from '../../core/internal.ts';
import { readChunks, useServers } from '../support/failure-servers.ts';
import { attempt, call, expectFetchError, expectResponse } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';

/** Failure rules act on proxied traffic as on mocked traffic, seen by a real client on a real socket. */

const servers = useServers();
let upstream: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  upstream = await startTestServer();
});
afterAll(async () => {
  await upstream.close();
});

/** A proxy in front of the shared upstream, with these rules; the upstream's journal starts empty. */
async function proxyWith(failures: FailureRule[]) {
  upstream.controls.journal.clear();
  return servers.start({ count: 0, failures, proxy: { upstream: upstream.url } });
}

/** What the upstream answers the same request directly. */
const direct = async (path: string) => (await call(`${upstream.url}${path}`, { headers: auth() })).text();

describe('failures on proxied traffic', () => {
  it('an injected 503 answers in place of the upstream, which is not asked', async () => {
    const proxy = await proxyWith([{ id: 'down', operationId: 'listPets', status: 503, times: 1 }]);
    await expectError(await call(`${proxy.url}/pets`, { headers: auth() }), 503, 'service_unavailable');
    expect(upstream.controls.journal.list()).toHaveLength(0);
    expect(await (await call(`${proxy.url}/pets?limit=3`, { headers: auth() })).text()).toBe(
      await direct('/pets?limit=3'),
    );
    expect(proxy.controls.journal.list().map(({ rules, upstream: trip }) => [rules, trip?.status ?? null])).toEqual([
      [['down'], null],
      [[], 200],
    ]);
  });

  it.each([
    { fault: 'reset', code: 'ECONNRESET' },
    { fault: 'empty', code: 'UND_ERR_SOCKET' },
  ] as const)('$fault drops the connection ($code) without asking the upstream', async ({ fault, code }) => {
    const proxy = await proxyWith([{ operationId: 'getPet', fault }]);
    expect(expectFetchError(await attempt(`${proxy.url}/pets/1`, { headers: auth() })).cause?.code).toBe(code);
    expect(upstream.controls.journal.list()).toHaveLength(0);
  });

  it('timeout holds the request, then drops it', async () => {
    const proxy = await proxyWith([{ operationId: 'listPets', fault: 'timeout', durationMs: 200 }]);
    const outcome = await attempt(`${proxy.url}/pets`, { headers: auth() });
    expect(expectFetchError(outcome).cause?.code).toBe('UND_ERR_SOCKET');
    expect(outcome.ms).toBeGreaterThanOrEqual(180);
  });

  it("malformed cuts the upstream's real body in half", async () => {
    const proxy = await proxyWith([{ id: 'cut', operationId: 'listPets', fault: 'malformed' }]);
    const broken = await call(`${proxy.url}/pets?limit=5`, { headers: auth() });
    expect(broken.status).toBe(200);
    const text = await broken.text();
    const real = await direct('/pets?limit=5');
    expect(real.startsWith(text) && text.length < real.length && text.length > 0).toBe(true);
    expect(proxy.controls.journal.list()[0]).toMatchObject({
      rules: ['cut'],
      upstream: { status: 200, violations: [] },
    });
  });

  it("slow-body dribbles the upstream's real body", async () => {
    const proxy = await proxyWith([{ operationId: 'listPets', fault: 'slow-body', durationMs: 400 }]);
    const response = expectResponse(await attempt(`${proxy.url}/pets?limit=20`, { headers: auth() }));
    const headersAt = performance.now();
    const body = await readChunks(response);
    expect(body.complete).toBe(true);
    expect(body.chunks).toBeGreaterThan(1);
    expect(performance.now() - headersAt).toBeGreaterThanOrEqual(160);
    expect(body.text).toBe(await direct('/pets?limit=20'));
  });

  it('latency is added before the upstream is asked', async () => {
    const proxy = await proxyWith([{ operationId: 'getPet', latency: 300 }]);
    const outcome = await attempt(`${proxy.url}/pets/2`, { headers: auth() });
    expect(await expectResponse(outcome).text()).toBe(await direct('/pets/2'));
    expect(outcome.ms).toBeGreaterThanOrEqual(280);
  });

  it('a rate limit answers 429 once the upstream has had its share', async () => {
    const proxy = await proxyWith([{ id: 'limit', rateLimit: { limit: 2, windowMs: 60_000 } }]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(`${proxy.url}/pets/1`, { headers: auth() })).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(upstream.controls.journal.list()).toHaveLength(2);
  });
});
