import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { auth } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';
import { headerList } from './http-support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const devOrigin = 'http://localhost:5173';

/** A browser's preflight: no credentials, only the Access-Control-Request-* headers. */
function preflight(url: string, origin: string, method: string): Promise<Response> {
  return call(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, content-type',
    },
  });
}

describe('CORS with the default origins (localhost, any port)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    { path: '/pets', method: 'GET' },
    { path: '/pets', method: 'POST' },
    { path: '/pets/1', method: 'GET' },
  ])('answers a preflight for $method $path with 204 before authentication', async ({ path, method }) => {
    const response = await preflight(`${server.url}${path}`, devOrigin, method);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(devOrigin);
    const allowHeaders = headerList(response, 'access-control-allow-headers');
    expect(allowHeaders).toContain('authorization');
    expect(allowHeaders).toContain('content-type');
    expect(headerList(response, 'access-control-allow-methods')).toContain(method.toLowerCase());
    expect(await response.text()).toBe('');
  });

  it.each(['http://localhost:5173', 'http://localhost:3000', 'http://localhost:8080', 'http://localhost'])(
    'allows the localhost origin %s on a preflight and on the actual response',
    async (origin) => {
      const pre = await preflight(`${server.url}/pets`, origin, 'GET');
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      const actual = await call(`${server.url}/pets?limit=1`, { headers: auth({ origin }) });
      expect(actual.status).toBe(200);
      expect(actual.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it.each(['https://evil.example', 'http://localhost.evil.example', 'http://evil.example:5173', 'null'])(
    'gives the origin %s no Access-Control-Allow-Origin, on a preflight or an actual response',
    async (origin) => {
      const pre = await preflight(`${server.url}/pets`, origin, 'GET');
      expect(pre.status).toBeLessThan(500);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      const actual = await call(`${server.url}/pets?limit=1`, { headers: auth({ origin }) });
      expect(actual.status).toBe(200);
      expect(actual.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it('exposes Deprecation, Sunset, Link and Location on the actual response of GET /v1/pets/{petId}', async () => {
    const response = await call(`${server.url}/pets/1`, { headers: auth({ origin: devOrigin }) });
    await expectJson<Pet>(response);
    expect(response.headers.get('access-control-allow-origin')).toBe(devOrigin);
    const exposed = headerList(response, 'access-control-expose-headers');
    for (const name of ['deprecation', 'sunset', 'link', 'location']) expect(exposed).toContain(name);
  });

  it('exposes what a client needs to back off: Retry-After and the RateLimit headers', async () => {
    const response = await call(`${server.url}/pets`, { headers: auth({ origin: devOrigin, prefer: 'code=429' }) });
    expect(response.status).toBe(429);
    const exposed = headerList(response, 'access-control-expose-headers');
    for (const name of ['retry-after', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'])
      expect(exposed).toContain(name);
  });

  it('exposes Location on the 201 of POST /v1/pets', async () => {
    const response = await call(`${server.url}/pets`, {
      method: 'POST',
      headers: auth({ origin: devOrigin, 'content-type': 'application/json' }),
      body: JSON.stringify({ name: 'Cors', categoryId: 1 }),
    });
    await expectJson<Pet>(response, 201);
    expect(response.headers.get('access-control-allow-origin')).toBe(devOrigin);
    expect(headerList(response, 'access-control-expose-headers')).toContain('location');
    expect(response.headers.get('location')).toMatch(/^\/v1\/pets\/\d+$/);
  });

  it('lets an allowed origin read error responses (401 and 400 carry Access-Control-Allow-Origin)', async () => {
    const unauthorized = await call(`${server.url}/pets`, { headers: { origin: devOrigin } });
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(devOrigin);
    await expectError(unauthorized, 401, 'unauthorized');
    const invalid = await call(`${server.url}/pets?limit=0`, { headers: auth({ origin: devOrigin }) });
    expect(invalid.headers.get('access-control-allow-origin')).toBe(devOrigin);
    await expectError(invalid, 400, 'invalid_query');
  });
});

describe('CORS with --cors-origin https://app.example', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ corsOrigins: ['https://app.example'] });
  });
  afterAll(() => server.close());

  it('allows exactly that origin on a preflight and on the actual response', async () => {
    const pre = await preflight(`${server.url}/pets`, 'https://app.example', 'POST');
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://app.example');
    const actual = await call(`${server.url}/pets?limit=1`, { headers: auth({ origin: 'https://app.example' }) });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://app.example');
  });

  it.each([
    devOrigin,
    'https://app.example:8443',
    'http://app.example',
    'https://app.example.evil',
    'https://sub.app.example',
  ])('no longer allows %s', async (origin) => {
    const pre = await preflight(`${server.url}/pets`, origin, 'GET');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const actual = await call(`${server.url}/pets?limit=1`, { headers: auth({ origin }) });
    expect(actual.status).toBe(200);
    expect(actual.headers.get('access-control-allow-origin')).toBeNull();
  });
});
