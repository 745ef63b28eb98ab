import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../support/bounded-fetch.ts';
import { errorBodyProblems, expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';
import { adminCall, nodeGet, useServers, type TestServer } from '../support/failure-servers.ts';

/** Status 400..599 with an Error body; 429 and 503 carry Retry-After. */

const servers = useServers();

const sampleStatuses = [400, 401, 403, 404, 405, 408, 409, 410, 418, 422, 429, 451, 499, 500, 501, 502, 503, 504, 599];

describe('an injected status gives an Error body {code, message, status} with status == HTTP status', () => {
  // One server for this table (rules swapped per case): starting 19 is slow on a busy machine.
  let shared: TestServer | undefined;
  afterAll(async () => {
    await shared?.close();
  });

  it.each(sampleStatuses)('rule { status: %i } on listPets', async (status) => {
    shared ??= await startTestServer();
    const server = shared;
    server.controls.failures.clear();
    server.controls.failures.add([{ operationId: 'listPets', status }]);
    const response = await call(`${server.url}/pets`, { headers: auth() });
    await expectError(response, status);
    if (status === 429 || status === 503) {
      expect(response.headers.get('retry-after'), 'Retry-After').toMatch(/^\d+$/);
    }
    if (status === 401) expect(response.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/i);
  });

  it('every status from 400 to 599 (one server, rules swapped at run time; node:http, since fetch refuses a 407)', async () => {
    const server = await servers.start();
    const wrong: string[] = [];
    for (let status = 400; status <= 599; status++) {
      server.controls.failures.clear();
      server.controls.failures.add([{ status }]);
      const response = await nodeGet(`${server.url}/pets?limit=1`, auth());
      const retryAfter = String(response.headers['retry-after'] ?? '');
      const ok =
        response.status === status &&
        errorBodyProblems(status, response.headers['content-type'] as string | undefined, response.text).length === 0 &&
        (status !== 429 && status !== 503 ? true : /^\d+$/.test(retryAfter)) &&
        (status !== 401 ? true : /^Bearer\b/i.test(String(response.headers['www-authenticate'] ?? '')));
      if (!ok) wrong.push(`${status}: HTTP ${response.status} ${response.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each([
    {
      label: '503 with code, message and retryAfter',
      rule: { status: 503, code: 'maintenance', message: 'Back at noon.', retryAfter: 120 },
      retryAfter: '120',
    },
    {
      label: '429 with retryAfter 7',
      rule: { status: 429, code: 'slow_down', message: 'Easy.', retryAfter: 7 },
      retryAfter: '7',
    },
    {
      label: '500 with a custom code and message',
      rule: { status: 500, code: 'db_on_fire', message: 'The database is on fire.' },
      retryAfter: null,
    },
  ])("a rule's own code/message/retryAfter are used: $label", async ({ rule, retryAfter }) => {
    const server = await servers.start({ failures: [rule] });
    const response = await call(`${server.url}/pets`, { headers: auth() });
    const body = await expectError(response, rule.status, rule.code);
    expect(body.message).toBe(rule.message);
    if (retryAfter !== null) expect(response.headers.get('retry-after')).toBe(retryAfter);
  });

  it('429 and 503 without retryAfter still carry a Retry-After of whole seconds >= 0', async () => {
    for (const status of [429, 503]) {
      const server = await servers.start({ failures: [{ status }] });
      const response = await call(`${server.url}/pets`, { headers: auth() });
      await expectError(response, status);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(0);
    }
  });

  it('an injected 401 (with a valid key) carries WWW-Authenticate: Bearer', async () => {
    const server = await servers.start({ failures: [{ operationId: 'getPet', status: 401 }] });
    const response = await call(`${server.url}/pets/1`, { headers: auth() });
    await expectError(response, 401);
    expect(response.headers.get('www-authenticate') ?? '').toMatch(/^Bearer\b/i);
  });
});

describe('rate limit: N requests per window per API key, then 429 rate_limited', () => {
  const keys = ['key-alpha', 'key-beta'];

  it('3 pass per key with RateLimit headers counting down; the 4th and 5th get 429 with Retry-After', async () => {
    const server = await servers.start({
      apiKeys: keys,
      failures: [{ id: 'rl', rateLimit: { limit: 3, windowMs: 60_000 } }],
    });
    for (let index = 0; index < 3; index++) {
      const response = await call(`${server.url}/pets?limit=1`, { headers: auth({}, 'key-alpha') });
      expect(response.status, `request ${index + 1}`).toBe(200);
      await response.arrayBuffer();
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      expect(response.headers.get('ratelimit-remaining')).toBe(String(2 - index));
      const reset = Number(response.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    for (const attemptNumber of [4, 5]) {
      const response = await call(`${server.url}/pets?limit=1`, { headers: auth({}, 'key-alpha') });
      await expectError(response, 429, 'rate_limited');
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter), `Retry-After on request ${attemptNumber}`).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
      expect(response.headers.get('ratelimit-remaining')).toBe('0');
      const reset = Number(response.headers.get('ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }

    // Another key has its own budget.
    for (let index = 0; index < 3; index++) {
      const response = await call(`${server.url}/pets?limit=1`, { headers: auth({}, 'key-beta') });
      expect(response.status, `key-beta request ${index + 1}`).toBe(200);
      expect(response.headers.get('ratelimit-remaining')).toBe(String(2 - index));
      await response.arrayBuffer();
    }
    await expectError(await call(`${server.url}/pets?limit=1`, { headers: auth({}, 'key-beta') }), 429, 'rate_limited');
    // ...and the first key is still limited.
    await expectError(
      await call(`${server.url}/pets?limit=1`, { headers: auth({}, 'key-alpha') }),
      429,
      'rate_limited',
    );
  });

  it('the window resets: with windowMs 300, a limited key passes again after the window', async () => {
    // On a frozen clock moved by hand, so a loaded machine cannot stretch the window.
    const start = Date.parse('2030-01-01T00:00:00Z');
    const server = await servers.start({
      failures: [{ rateLimit: { limit: 1, windowMs: 300 } }],
      now: new Date(start),
      speed: 0,
    });
    const at = async (ms: number) =>
      expect((await adminCall(server, 'PUT', '/clock', { now: new Date(start + ms).toISOString() })).status).toBe(200);
    expect((await call(`${server.url}/pets?limit=1`, { headers: auth() })).status).toBe(200);
    await expectError(await call(`${server.url}/pets?limit=1`, { headers: auth() }), 429, 'rate_limited');
    await at(299);
    await expectError(await call(`${server.url}/pets?limit=1`, { headers: auth() }), 429, 'rate_limited');
    await at(300);
    expect((await call(`${server.url}/pets?limit=1`, { headers: auth() })).status).toBe(200);
  });

  it('a rate-limited operation does not limit the others (rule scoped to createPet)', async () => {
    const server = await servers.start({
      failures: [{ operationId: 'createPet', rateLimit: { limit: 1, windowMs: 60_000 } }],
    });
    const post = () =>
      call(`${server.url}/pets`, {
        method: 'POST',
        headers: auth({ 'content-type': 'application/json' }),
        body: JSON.stringify({ name: 'Rex', categoryId: 1 }),
      });
    expect((await post()).status).toBe(201);
    await expectError(await post(), 429, 'rate_limited');
    const list = await call(`${server.url}/pets?limit=1`, { headers: auth() });
    expect(list.status).toBe(200);
    expect(list.headers.get('ratelimit-limit')).toBeNull();
  });
});
