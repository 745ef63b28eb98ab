import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson, expectJsonContentType } from '../support/json-response.ts';
import { auth, listPets } from '../support/requests.ts';
import { expectedSuccessorLink, expectedSunset, expectPetShape, useTestServer } from './http-support.ts';

const server = useTestServer();
let all: Pet[];

beforeAll(async () => {
  all = await listPets(server.url);
});

/** RFC 9745 Deprecation (`@<unix seconds>`), RFC 8594 Sunset and the Link to GET /v1/pets. */
function expectDeprecationHeaders(response: Response): void {
  expect(response.headers.get('sunset')).toBe(expectedSunset);
  expect(response.headers.get('link')).toBe(expectedSuccessorLink);
  const deprecation = response.headers.get('deprecation') ?? '';
  expect(deprecation).toMatch(/^@-?\d+$/);
  const deprecatedAt = Number(deprecation.slice(1)) * 1000;
  expect(deprecatedAt).toBeLessThan(Date.parse(expectedSunset));
}

describe('GET /v1/pets/{petId}', () => {
  it('answers 200 with the pet the list holds for each of several ids', async () => {
    for (const listed of [all[0]!, all[24]!, all.at(-1)!]) {
      const pet = await expectJson<Pet>(await call(`${server.url}/pets/${listed.id}`, { headers: auth() }));
      expectPetShape(pet);
      expect(pet).toEqual(listed);
    }
  });

  it.each([
    { name: 'an id above every pet', id: () => String(Math.max(...all.map((pet) => pet.id)) + 1) },
    { name: 'a large unused id', id: () => '999999' },
    { name: 'zero', id: () => '0' },
    { name: 'the largest safe integer', id: () => String(Number.MAX_SAFE_INTEGER) },
  ])('answers 404 not_found for $name', async ({ id }) => {
    await expectError(await call(`${server.url}/pets/${id()}`, { headers: auth() }), 404, 'not_found');
  });

  it.each([
    { name: 'letters', id: 'abc' },
    { name: 'a fraction', id: '1.5' },
    { name: 'a number beyond int64 and the safe range', id: '99999999999999999999' },
    { name: 'one past the largest safe integer', id: String(Number.MAX_SAFE_INTEGER + 2) },
    { name: 'a number followed by letters', id: '12abc' },
    { name: 'hexadecimal', id: '0x10' },
    { name: 'exponent notation', id: '1e3' },
    { name: 'a boolean', id: 'true' },
  ])('answers 400 invalid_path for $name ("$id")', async ({ id }) => {
    await expectError(await call(`${server.url}/pets/${id}`, { headers: auth() }), 400, 'invalid_path');
  });
});

describe('GET /v1/pets/{petId}: deprecation headers on every response', () => {
  it.each([
    { name: '200 (found)', path: '/pets/1', headers: auth(), status: 200 },
    { name: '404 (unknown id)', path: '/pets/999999', headers: auth(), status: 404 },
    { name: '400 (non-integer id)', path: '/pets/abc', headers: auth(), status: 400 },
    { name: '401 (no key)', path: '/pets/1', headers: {}, status: 401 },
    { name: '401 (wrong key)', path: '/pets/1', headers: { authorization: 'Bearer wrong' }, status: 401 },
  ])('carries Deprecation, Sunset and Link on a $name', async ({ path, headers, status }) => {
    const response = await call(`${server.url}${path}`, { headers });
    expect(response.status).toBe(status);
    expectJsonContentType(response);
    expectDeprecationHeaders(response);
  });

  it('carries them on HEAD too, with no body', async () => {
    const response = await call(`${server.url}/pets/1`, { method: 'HEAD', headers: auth() });
    expect(response.status).toBe(200);
    expectDeprecationHeaders(response);
    expect(await response.text()).toBe('');
  });

  it('does not put deprecation headers on the operations that are not deprecated', async () => {
    const response = await call(`${server.url}/pets?limit=1`, { headers: auth() });
    expect(response.status).toBe(200);
    expect(response.headers.get('sunset')).toBeNull();
    expect(response.headers.get('deprecation')).toBeNull();
  });
});
