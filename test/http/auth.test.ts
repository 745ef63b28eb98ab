import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { startTestServer, testKey } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const challenge = /^Bearer realm="animal-store"(\s*,|$)/;
const invalidToken = /error="invalid_token"/;

/** Credentials that must be refused; `tokenSent` is whether a bearer token was presented. */
const refused: { name: string; authorization: string | undefined; tokenSent: boolean }[] = [
  { name: 'no Authorization header', authorization: undefined, tokenSent: false },
  { name: 'an empty Authorization header', authorization: '', tokenSent: false },
  { name: 'the Basic scheme', authorization: 'Basic dGVzdC1rZXk6', tokenSent: false },
  { name: 'the key without a scheme', authorization: testKey, tokenSent: false },
  { name: '"Bearer" without a token', authorization: 'Bearer', tokenSent: false },
  { name: 'an unknown key', authorization: 'Bearer wrong-key', tokenSent: true },
  { name: 'the key in another letter case', authorization: `Bearer ${testKey.toUpperCase()}`, tokenSent: true },
  { name: 'a prefix of the key', authorization: `Bearer ${testKey.slice(0, -1)}`, tokenSent: true },
  { name: 'the key with extra characters', authorization: `Bearer ${testKey}x`, tokenSent: true },
];

const headersFor = (authorization: string | undefined): Record<string, string> =>
  authorization === undefined ? {} : { authorization };

describe('with one configured API key', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(refused)(
    'refuses $name with 401 unauthorized and a Bearer challenge',
    async ({ authorization, tokenSent }) => {
      const response = await call(`${server.url}/pets`, { headers: headersFor(authorization) });
      const challengeHeader = response.headers.get('www-authenticate') ?? '';
      await expectError(response, 401, 'unauthorized');
      expect(challengeHeader).toMatch(challenge);
      if (tokenSent) expect(challengeHeader).toMatch(invalidToken);
      else expect(challengeHeader).not.toMatch(invalidToken);
    },
  );

  it.each([
    { name: 'listPets', method: 'GET', path: '/pets' },
    { name: 'createPet', method: 'POST', path: '/pets' },
    { name: 'getPet', method: 'GET', path: '/pets/1' },
  ])('requires the key on $name ($method $path)', async ({ method, path }) => {
    const body = method === 'POST' ? JSON.stringify({ name: 'Rex', categoryId: 1 }) : null;
    const headers: Record<string, string> = method === 'POST' ? { 'content-type': 'application/json' } : {};
    const missing = await call(`${server.url}${path}`, { method, headers, body });
    expect(missing.headers.get('www-authenticate') ?? '').toMatch(challenge);
    await expectError(missing, 401, 'unauthorized');
    const wrong = await call(`${server.url}${path}`, {
      method,
      headers: { ...headers, authorization: 'Bearer nope' },
      body,
    });
    expect(wrong.headers.get('www-authenticate') ?? '').toMatch(invalidToken);
    await expectError(wrong, 401, 'unauthorized');
  });

  it.each([
    { name: 'Bearer', scheme: 'Bearer' },
    { name: 'lower case', scheme: 'bearer' },
    { name: 'upper case', scheme: 'BEARER' },
    { name: 'mixed case', scheme: 'bEaReR' },
  ])('accepts the key with the scheme in $name ("$scheme")', async ({ scheme }) => {
    const response = await call(`${server.url}/pets?limit=1`, { headers: { authorization: `${scheme} ${testKey}` } });
    const pets = await expectJson<Pet[]>(response);
    expect(pets).toHaveLength(1);
  });

  it('accepts more than one space between scheme and token (RFC 6750: 1*SP)', async () => {
    const response = await call(`${server.url}/pets?limit=1`, { headers: { authorization: `Bearer  ${testKey}` } });
    expect((await expectJson<Pet[]>(response)).length).toBe(1);
  });

  it.each([
    { name: 'an invalid limit', method: 'GET', path: '/pets?limit=0' },
    { name: 'an invalid status', method: 'GET', path: '/pets?status=bogus' },
    { name: 'a non-integer pet id', method: 'GET', path: '/pets/abc' },
    { name: 'an unknown pet id', method: 'GET', path: '/pets/999999' },
    { name: 'an unknown path under /v1', method: 'GET', path: '/no-such-thing' },
    { name: 'an unsupported method (DELETE /pets/1)', method: 'DELETE', path: '/pets/1' },
    { name: 'an unsupported method (PUT /pets)', method: 'PUT', path: '/pets' },
    { name: 'the unimplemented store orders', method: 'GET', path: '/store/orders' },
  ])('answers 401 before looking at $name', async ({ method, path }) => {
    for (const headers of [{}, { authorization: 'Bearer wrong-key' }]) {
      const response = await call(`${server.url}${path}`, { method, headers });
      await expectError(response, 401, 'unauthorized');
    }
  });

  it.each([
    { name: 'an invalid body', body: '{"name": 5}', contentType: 'application/json' },
    { name: 'malformed JSON', body: '{"name":', contentType: 'application/json' },
    { name: 'a non-JSON content type', body: 'name=Rex', contentType: 'text/plain' },
  ])('answers 401 to an unauthenticated POST before looking at $name', async ({ body, contentType }) => {
    const response = await call(`${server.url}/pets`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });
    await expectError(response, 401, 'unauthorized');
  });
});

describe('with several configured API keys', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ apiKeys: ['first-key', 'second-key'] });
  });
  afterAll(() => server.close());

  it.each(['first-key', 'second-key'])('accepts the configured key %s', async (key) => {
    const response = await call(`${server.url}/pets?limit=2`, { headers: { authorization: `Bearer ${key}` } });
    expect(await expectJson<Pet[]>(response)).toHaveLength(2);
  });

  it.each([testKey, 'first-key,second-key', 'third-key'])('refuses the key %s that is not configured', async (key) => {
    const response = await call(`${server.url}/pets`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.headers.get('www-authenticate') ?? '').toMatch(invalidToken);
    await expectError(response, 401, 'unauthorized');
  });
});

describe('with no API key configured', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ apiKeys: [] });
  });
  afterAll(() => server.close());

  it.each(['anything', 'x', testKey, 'a-much-longer-token-0123456789'])(
    'accepts any non-empty bearer token (%s)',
    async (token) => {
      const response = await call(`${server.url}/pets?limit=3`, { headers: { authorization: `Bearer ${token}` } });
      expect(await expectJson<Pet[]>(response)).toHaveLength(3);
    },
  );

  it.each(refused.filter(({ tokenSent }) => !tokenSent))('still refuses $name', async ({ authorization }) => {
    const response = await call(`${server.url}/pets`, { headers: headersFor(authorization) });
    expect(response.headers.get('www-authenticate') ?? '').toMatch(challenge);
    await expectError(response, 401, 'unauthorized');
  });
});
