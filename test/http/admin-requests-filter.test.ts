import { describe, expect, it } from 'vitest';
import { createMock } from '../../core/create-mock.ts';
import { fetchHandler } from '../../core/exchange/fetch-exchange.ts';
import type { JournalEntry } from '../../core/state/journal.ts';

/** A mock that has answered getPet 200, getPet 404, createPet 201, a path the API has none of (404), and listPets 200. */
async function mockWithTraffic() {
  const mock = await createMock({
    scenario: {
      name: 't',
      version: 1,
      description: 'one pet',
      pets: [{ id: 1, name: 'One', categoryId: 1 }],
      nextId: 2,
    },
    apiKeys: ['journal-key'],
  });
  const api = fetchHandler(mock.app);
  for (const [method, path, body] of [
    ['GET', '/v1/pets/1'],
    ['GET', '/v1/pets/99'],
    ['POST', '/v1/pets', JSON.stringify({ name: 'Two', categoryId: 1 })],
    ['GET', '/v1/nowhere'],
    ['GET', '/v1/pets'],
  ] as const) {
    await api(
      new Request(`http://127.0.0.1${path}`, {
        method,
        headers: { authorization: 'Bearer journal-key', 'content-type': 'application/json' },
        ...(body && { body }),
      }),
    ).then((response) => response.arrayBuffer());
  }
  const admin = fetchHandler(mock.admin);
  const read = async (query: string) => {
    const response = await admin(new Request(`http://127.0.0.1/__admin/requests${query}`));
    return {
      status: response.status,
      body: (await response.json()) as JournalEntry[] & { code?: string; message?: string },
    };
  };
  return { mock, read };
}

describe('GET /__admin/requests', () => {
  it('names the operation each request was matched to when it was recorded (null for none)', async () => {
    const { read } = await mockWithTraffic();
    const { body } = await read('');
    expect(body.map(({ operationId, status }) => [operationId, status])).toEqual([
      ['getPet', 200],
      ['getPet', 404],
      ['createPet', 201],
      [null, 404],
      ['listPets', 200],
    ]);
  });

  it('filters by operationId, status, since and limit on the server, oldest first', async () => {
    const { read } = await mockWithTraffic();
    const ids = async (query: string) => (await read(query)).body.map(({ id }) => id);
    expect(await ids('?operationId=getPet')).toEqual([1, 2]);
    expect(await ids('?status=404')).toEqual([2, 4]);
    expect(await ids('?operationId=getPet&status=404')).toEqual([2]);
    expect(await ids('?since=3')).toEqual([4, 5]);
    expect(await ids('?limit=2')).toEqual([4, 5]);
    expect(await ids('?status=404&limit=1')).toEqual([4]);
    expect(await ids('?since=5')).toEqual([]);
  });

  it.for([
    ['?operationId=getPets', 'operationId'],
    ['?operationId=', 'operationId'],
    ['?status=99', 'status'],
    ['?status=abc', 'status'],
    ['?since=-1', 'since'],
    ['?limit=0', 'limit'],
    ['?limit=1.5', 'limit'],
    ['?limit=99999999999999999999', 'limit'],
  ])('refuses %s with a 400 naming %s', async ([query, name]) => {
    const { read } = await mockWithTraffic();
    const { status, body } = await read(query!);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_query', status: 400 });
    expect(body.message).toMatch(new RegExp(`^${name} must be`));
  });

  it('is the filter the controls take, with numbers (MSW stores, MCP)', async () => {
    const { mock } = await mockWithTraffic();
    expect(mock.controls.journal.list({ operationId: 'createPet', status: 201 }).map(({ id }) => id)).toEqual([3]);
    expect(mock.controls.journal.list({ limit: 1 }).map(({ id }) => id)).toEqual([5]);
    expect(() => mock.controls.journal.list({ status: 700 })).toThrow(/status must be a whole number from 100 to 599/);
  });
});
