import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorBody, NewPet, Pet } from 'animal-store-mock/msw';
import { expect, test } from '@jest/globals';
import { mock } from './jest.setup';

const api = 'https://api.animal-store.example/v1';
const headers = { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' };

test('lists pets', async () => {
  const response = await fetch(`${api}/pets?limit=3`, { headers });
  expect(response.status).toBe(200);
  const pets: Pet[] = await response.json();
  expect(pets.map((pet) => pet.id)).toEqual([1, 2, 3]);
});

test('creates a pet, then gets it', async () => {
  const biscuit: NewPet = { name: 'Biscuit', categoryId: 3 };
  const created = await fetch(`${api}/pets`, { method: 'POST', headers, body: JSON.stringify(biscuit) });
  expect(created.status).toBe(201);
  const pet: Pet = await created.json();
  expect(pet).toMatchObject({ id: 51, ...biscuit });
  const got = await fetch(`${api}/pets/${pet.id}`, { headers });
  expect(await got.json()).toEqual(pet);
});

test('answers 503 while an injected failure is in force', async () => {
  mock.store.failures.add([{ operationId: 'listPets', status: 503 }]);
  const response = await fetch(`${api}/pets`, { headers });
  expect(response.status).toBe(503);
  const error: ErrorBody = await response.json();
  expect(error).toMatchObject({ code: 'service_unavailable', status: 503 });
});

test('starts every test from the seeded store (store.reset() after each)', async () => {
  expect(mock.store.failures.list()).toEqual([]);
  expect((await fetch(`${api}/pets/51`, { headers })).status).toBe(404);
});

test('answers 410 for getPet once the clock is past its sunset', async () => {
  mock.store.clock.set(new Date('2030-12-06T00:00:00Z'));
  const response = await fetch(`${api}/pets/1`, { headers });
  expect(response.status).toBe(410);
  expect(response.headers.get('sunset')).toBe('Thu, 05 Dec 2030 00:00:00 GMT');
});

test('leaves a request to another host alone', async () => {
  const local = createServer((request, response) => response.end(JSON.stringify({ from: 'local', url: request.url })));
  await new Promise<void>((listening) => local.listen(0, '127.0.0.1', listening));
  try {
    const { port } = local.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/v1/pets`, { headers });
    expect(await response.json()).toEqual({ from: 'local', url: '/v1/pets' });
  } finally {
    local.close();
  }
});
