const { createServer } = require('node:http');
const mock = require('./jest.setup');

const api = 'https://api.animal-store.example/v1';
const headers = { Authorization: 'Bearer test-key', 'Content-Type': 'application/json' };

test('lists pets', async () => {
  const response = await fetch(`${api}/pets?limit=3`, { headers });
  expect(response.status).toBe(200);
  expect((await response.json()).map((pet) => pet.id)).toEqual([1, 2, 3]);
});

test('creates a pet, then gets it', async () => {
  const created = await fetch(`${api}/pets`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Biscuit', categoryId: 3 }),
  });
  expect(created.status).toBe(201);
  const pet = await created.json();
  expect(pet).toMatchObject({ id: 51, name: 'Biscuit', categoryId: 3 });
  const got = await fetch(`${api}/pets/${pet.id}`, { headers });
  expect(got.status).toBe(200);
  expect(await got.json()).toEqual(pet);
});

test('answers 503 while an injected failure is in force', async () => {
  mock.store.failures.add([{ operationId: 'listPets', status: 503 }]);
  const response = await fetch(`${api}/pets`, { headers });
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ code: 'service_unavailable', status: 503 });
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
  await new Promise((listening) => local.listen(0, '127.0.0.1', listening));
  try {
    const response = await fetch(`http://127.0.0.1:${local.address().port}/v1/pets`, { headers });
    expect(await response.json()).toEqual({ from: 'local', url: '/v1/pets' });
  } finally {
    local.close();
  }
});
