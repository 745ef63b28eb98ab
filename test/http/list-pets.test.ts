import { beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { auth, listPets } from '../support/requests.ts';
import { expectPetShape, petStatuses, useTestServer } from './http-support.ts';

/** The test server seeds this many pets (the default --count). */
const seededCount = 50;
const defaultLimit = 20;

const server = useTestServer();
let all: Pet[];

const list = async (query: string) => expectJson<Pet[]>(await call(`${server.url}/pets${query}`, { headers: auth() }));

beforeAll(async () => {
  all = await listPets(server.url);
});

describe('GET /v1/pets: what comes back', () => {
  it('lists every seeded pet when the limit allows it, each shaped as a Pet', () => {
    expect(all).toHaveLength(seededCount);
    for (const pet of all) expectPetShape(pet);
  });

  it('orders pets by id ascending, without duplicates', () => {
    const ids = all.map((pet) => pet.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('returns the first 20 pets by id when limit is omitted', async () => {
    const pets = await list('');
    expect(pets).toHaveLength(defaultLimit);
    expect(pets).toEqual(all.slice(0, defaultLimit));
  });

  it.each([1, 2, 19, 20, 21, 49, 50, 51, 99, 100])(
    'returns the first min(limit, 50) pets for limit=%i',
    async (limit) => {
      const pets = await list(`?limit=${limit}`);
      expect(pets).toHaveLength(Math.min(limit, seededCount));
      expect(pets).toEqual(all.slice(0, limit));
    },
  );

  it('holds pets of every status and pets without one (seeded data the filter tests rely on)', () => {
    for (const status of petStatuses) expect(all.some((pet) => pet.status === status)).toBe(true);
    expect(all.some((pet) => !('status' in pet))).toBe(true);
  });

  it.each(petStatuses)('filters by status=%s, returning only and all of those pets, in id order', async (status) => {
    const pets = await list(`?status=${status}&limit=100`);
    expect(pets.length).toBeGreaterThan(0);
    for (const pet of pets) expect(pet.status).toBe(status);
    expect(pets).toEqual(all.filter((pet) => pet.status === status));
  });

  it.each(petStatuses)('applies the limit after the status=%s filter', async (status) => {
    const pets = await list(`?limit=2&status=${status}`);
    expect(pets).toEqual(all.filter((pet) => pet.status === status).slice(0, 2));
  });

  it.each([
    { name: 'foo=bar', query: '?foo=bar' },
    { name: 'offset=10', query: '?offset=10' },
    { name: 'page=2', query: '?page=2' },
    { name: 'an empty unknown parameter', query: '?x=' },
  ])('ignores the unknown query parameter $name', async ({ query }) => {
    expect(await list(query)).toEqual(all.slice(0, defaultLimit));
  });

  it('ignores an unknown query parameter next to valid ones', async () => {
    expect(await list('?limit=3&sort=desc&status=sold')).toEqual(
      all.filter((pet) => pet.status === 'sold').slice(0, 3),
    );
  });
});

describe('GET /v1/pets: invalid query parameters', () => {
  it.each([
    { name: 'zero', value: '0' },
    { name: 'one over the maximum', value: '101' },
    { name: 'negative', value: '-1' },
    { name: 'not a number', value: 'abc' },
    { name: 'a fraction', value: '2.5' },
    { name: 'empty', value: '' },
    { name: 'far beyond any integer type', value: '99999999999999999999' },
    { name: 'a number followed by text', value: '10abc' },
  ])('refuses limit $name ("$value") with 400 invalid_query naming limit', async ({ value }) => {
    const response = await call(`${server.url}/pets?limit=${encodeURIComponent(value)}`, { headers: auth() });
    await expectError(response, 400, 'invalid_query', [/\blimit\b/]);
  });

  it.each([
    { name: 'an unknown value', value: 'bogus' },
    { name: 'empty', value: '' },
    { name: 'upper case', value: 'AVAILABLE' },
    { name: 'capitalised', value: 'Sold' },
    { name: 'a number', value: '1' },
  ])('refuses status $name ("$value") with 400 invalid_query naming status', async ({ value }) => {
    const response = await call(`${server.url}/pets?status=${encodeURIComponent(value)}`, { headers: auth() });
    await expectError(response, 400, 'invalid_query', [/\bstatus\b/]);
  });

  it.each([
    { name: 'two different values', query: '?limit=1&limit=2' },
    { name: 'the same value twice', query: '?limit=5&limit=5' },
  ])('refuses a repeated limit ($name) with 400 invalid_query naming limit', async ({ query }) => {
    const response = await call(`${server.url}/pets${query}`, { headers: auth() });
    await expectError(response, 400, 'invalid_query', [/\blimit\b/]);
  });

  it('refuses an invalid limit even when the status is valid', async () => {
    const response = await call(`${server.url}/pets?status=sold&limit=0`, { headers: auth() });
    await expectError(response, 400, 'invalid_query', [/\blimit\b/]);
  });
});
