import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectJson } from '../support/json-response.ts';
import { auth, listPets, postJson, postRaw } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';
import { expectPetShape, petStatuses } from './http-support.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** POSTs `body`, expects 201 with a Location to the new pet, and returns the pet. */
async function create(server: Server, body: unknown): Promise<Pet> {
  const response = await postJson(`${server.url}/pets`, body);
  const pet = await expectJson<Pet>(response, 201);
  expect(response.headers.get('location')).toBe(`/v1/pets/${pet.id}`);
  return pet;
}

async function fetchPet(server: Server, id: number): Promise<Pet> {
  return expectJson<Pet>(await call(`${server.url}/pets/${id}`, { headers: auth() }));
}

const maxId = (pets: Pet[]) => Math.max(...pets.map((pet) => pet.id));

describe('POST /v1/pets with the default options', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 201 with the stored pet and a Location header pointing at it', async () => {
    const response = await postJson(`${server.url}/pets`, { name: 'Biscuit', categoryId: 3, status: 'pending' });
    const pet = await expectJson<Pet>(response, 201);
    expect(pet).toEqual({ id: expect.any(Number), name: 'Biscuit', categoryId: 3, status: 'pending' });
    expectPetShape(pet);
    expect(response.headers.get('location')).toBe(`/v1/pets/${pet.id}`);
    const located = await call(new URL(response.headers.get('location')!, server.url).href, { headers: auth() });
    expect(await expectJson<Pet>(located)).toEqual(pet);
  });

  it('makes the new pet visible in GET /v1/pets and GET /v1/pets/{petId}', async () => {
    const pet = await create(server, { name: 'Visible', categoryId: 2, status: 'available' });
    expect(await fetchPet(server, pet.id)).toEqual(pet);
    expect((await listPets(server.url)).find((listed) => listed.id === pet.id)).toEqual(pet);
    const filtered = await expectJson<Pet[]>(
      await call(`${server.url}/pets?status=available&limit=100`, { headers: auth() }),
    );
    expect(filtered.at(-1)).toEqual(pet);
  });

  it('adds exactly one pet per created request', async () => {
    const before = await listPets(server.url);
    const pet = await create(server, { name: 'Counted', categoryId: 1 });
    const after = await listPets(server.url);
    expect(after).toEqual([...before, pet]);
  });

  it('assigns ids above every existing id, increasing with each create', async () => {
    const highest = maxId(await listPets(server.url));
    const first = await create(server, { name: 'First', categoryId: 1 });
    const second = await create(server, { name: 'Second', categoryId: 1 });
    const third = await create(server, { name: 'Third', categoryId: 1 });
    expect(first.id).toBeGreaterThan(highest);
    expect(second.id).toBeGreaterThan(first.id);
    expect(third.id).toBeGreaterThan(second.id);
  });

  it.each(petStatuses)('stores status %s as sent', async (status) => {
    const pet = await create(server, { name: `Status ${status}`, categoryId: 4, status });
    expect(pet.status).toBe(status);
    expect(await fetchPet(server, pet.id)).toEqual(pet);
  });

  it('leaves an omitted status omitted, in the answer and in the store', async () => {
    const response = await postJson(`${server.url}/pets`, { name: 'No status', categoryId: 5 });
    const pet = await expectJson<Pet>(response, 201);
    expect(pet).toEqual({ id: pet.id, name: 'No status', categoryId: 5 });
    expect('status' in pet).toBe(false);
    const stored = await fetchPet(server, pet.id);
    expect('status' in stored).toBe(false);
  });

  it.each([
    { name: 'an existing id', id: 1 },
    { name: 'a far future id', id: 999_999 },
    { name: 'a negative id', id: -3 },
    { name: 'a string id', id: 'abc' },
  ])('ignores a client-sent id ($name)', async ({ id }) => {
    const petOne = await fetchPet(server, 1);
    const highest = maxId(await listPets(server.url));
    const pet = await create(server, { id, name: 'Ignored id', categoryId: 1 });
    expect(pet.id).not.toBe(id);
    expect(pet.id).toBeGreaterThan(highest);
    expect(await fetchPet(server, 1)).toEqual(petOne);
  });

  it('does not store unknown fields', async () => {
    const pet = await create(server, {
      name: 'Extra',
      categoryId: 6,
      color: 'red',
      owner: { name: 'Ann' },
      tags: ['a'],
      createdAt: '2024-01-01',
    });
    expect(pet).toEqual({ id: pet.id, name: 'Extra', categoryId: 6 });
    expect(await fetchPet(server, pet.id)).toEqual({ id: pet.id, name: 'Extra', categoryId: 6 });
  });

  it.each([
    { name: 'zero', categoryId: 0 },
    { name: 'negative', categoryId: -7 },
    { name: 'the largest safe integer', categoryId: Number.MAX_SAFE_INTEGER },
    { name: 'the smallest safe integer', categoryId: Number.MIN_SAFE_INTEGER },
  ])('stores a categoryId that is $name exactly', async ({ categoryId }) => {
    const pet = await create(server, { name: 'Category', categoryId });
    expect(pet.categoryId).toBe(categoryId);
    expect((await fetchPet(server, pet.id)).categoryId).toBe(categoryId);
  });

  it('stores a non-ASCII name unchanged', async () => {
    const name = 'Gräfin Mölle 🐈 ñ 名前';
    const pet = await create(server, { name, categoryId: 1 });
    expect((await fetchPet(server, pet.id)).name).toBe(name);
  });

  it.each(['application/json; charset=utf-8', 'application/json;charset=UTF-8', 'Application/JSON'])(
    'accepts the JSON media type written as "%s"',
    async (contentType) => {
      const response = await postRaw(
        `${server.url}/pets`,
        JSON.stringify({ name: 'Typed', categoryId: 1 }),
        contentType,
      );
      expect((await expectJson<Pet>(response, 201)).name).toBe('Typed');
    },
  );

  it('accepts a body that arrives in several chunks without a Content-Length', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"name":"Chun'));
        controller.enqueue(encoder.encode('ked","categoryId":'));
        controller.enqueue(encoder.encode('8}'));
        controller.close();
      },
    });
    const response = await call(`${server.url}/pets`, {
      method: 'POST',
      headers: auth({ 'content-type': 'application/json' }),
      body,
      duplex: 'half',
    } as RequestInit);
    const pet = await expectJson<Pet>(response, 201);
    expect(pet).toEqual({ id: pet.id, name: 'Chunked', categoryId: 8 });
  });
});

describe('POST /v1/pets with --default-status available', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ defaultStatus: 'available' });
  });
  afterAll(() => server.close());

  it('fills an omitted status with the default, in the answer and in the store', async () => {
    const pet = await create(server, { name: 'Defaulted', categoryId: 1 });
    expect(pet).toEqual({ id: pet.id, name: 'Defaulted', categoryId: 1, status: 'available' });
    expect(await fetchPet(server, pet.id)).toEqual(pet);
  });

  it.each(['pending', 'sold'])('keeps the status %s that the client sent', async (status) => {
    const pet = await create(server, { name: 'Explicit', categoryId: 1, status });
    expect(pet.status).toBe(status);
    expect((await fetchPet(server, pet.id)).status).toBe(status);
  });
});
