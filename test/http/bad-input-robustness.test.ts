import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth, listPets, postRaw } from '../support/requests.ts';
import { testKey } from '../support/test-server.ts';
import { useTestServer } from './http-support.ts';

const server = useTestServer();
let origin: string;
let seeded: Pet[];

beforeAll(async () => {
  origin = new URL(server.url).origin;
  seeded = await listPets(server.url);
});

describe('odd paths and queries get a 4xx Error, never a 500 or a hang', () => {
  it.each([
    { name: 'a malformed percent-escape as pet id', path: '/v1/pets/%ZZ', status: 400, code: 'invalid_path' },
    { name: 'a NUL byte as pet id', path: '/v1/pets/%00', status: 400, code: 'invalid_path' },
    { name: 'an emoji as pet id', path: '/v1/pets/%F0%9F%90%88', status: 400, code: 'invalid_path' },
    { name: 'a lone UTF-8 continuation byte as pet id', path: '/v1/pets/%80', status: 400, code: 'invalid_path' },
    { name: 'a 5000-digit pet id', path: `/v1/pets/${'9'.repeat(5000)}`, status: 400, code: 'invalid_path' },
    { name: 'a 5000-character unknown path', path: `/v1/${'a'.repeat(5000)}`, status: 404, code: 'not_found' },
    { name: 'a limit of invalid UTF-8', path: '/v1/pets?limit=%FF', status: 400, code: 'invalid_query' },
    { name: 'a limit with a malformed percent-escape', path: '/v1/pets?limit=%ZZ', status: 400, code: 'invalid_query' },
    { name: 'a limit followed by a NUL byte', path: '/v1/pets?limit=1%00', status: 400, code: 'invalid_query' },
    { name: 'a status that is a NUL byte', path: '/v1/pets?status=%00', status: 400, code: 'invalid_query' },
    { name: 'a 5000-digit limit', path: `/v1/pets?limit=${'1'.repeat(5000)}`, status: 400, code: 'invalid_query' },
  ])('answers $name with $status $code', async ({ path, status, code }) => {
    await expectError(await call(`${origin}${path}`, { headers: auth() }), status, code);
  });
});

describe('odd credentials get a 401 Error', () => {
  it.each([
    { name: 'a 10000-character token', authorization: `Bearer ${'k'.repeat(10_000)}` },
    { name: 'the key followed by another word', authorization: `Bearer ${testKey} extra` },
    { name: 'the key twice, comma-separated', authorization: `Bearer ${testKey}, Bearer ${testKey}` },
    { name: 'a token of non-ASCII bytes', authorization: 'Bearer t\u00e9st-key' },
  ])('refuses $name with 401 unauthorized', async ({ authorization }) => {
    await expectError(await call(`${server.url}/pets`, { headers: { authorization } }), 401, 'unauthorized');
  });
});

describe('odd POST bodies get a 400 Error and change nothing', () => {
  it.each([
    { name: 'an array nested 10000 deep', body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
    {
      name: 'a name that is an object nested 5000 deep',
      body: `{"categoryId":1,"name":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    },
    { name: 'a NUL byte', body: '\u0000' },
    { name: 'a byte-order mark only', body: '\ufeff' },
    {
      name: 'an object with 10000 unknown keys and no name',
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
    },
  ])('refuses $name with 400 invalid_body', async ({ body }) => {
    await expectError(await postRaw(`${server.url}/pets`, body), 400, 'invalid_body');
    expect(await listPets(server.url)).toEqual(seeded);
  });
});
