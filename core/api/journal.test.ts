import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';
import type { Scenario } from '../store/scenario-types.ts';
import { fetchHandler } from '../exchange/fetch-exchange.ts';

// The API's outermost layer: each request is journaled with what the client sent and what it got.
const key = 'journal-key';
const scenario: Scenario = {
  name: 'one',
  version: 1,
  description: 'one pet',
  pets: [{ id: 1, name: 'One', categoryId: 1 }],
  nextId: 2,
};

describe('the journal layer', () => {
  it('records the request, the answer and the operation it reached', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    const response = await fetchHandler(mock.app)(
      new Request('http://127.0.0.1/v1/pets/1?fields=name', { headers: { authorization: `Bearer ${key}` } }),
    );
    expect(response.status).toBe(200);
    const [entry] = mock.controls.journal.list();
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/v1/pets/1',
      query: { fields: 'name' },
      status: 200,
      fault: null,
      upstream: null,
    });
    expect(JSON.parse(entry!.response!.body!)).toEqual(await response.json());
    expect(entry!.headers.authorization).not.toContain(key);
  });

  it('records a refused request with the status the client got', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    await fetchHandler(mock.app)(new Request('http://127.0.0.1/v1/pets/1'));
    expect(mock.controls.journal.list()).toMatchObject([{ path: '/v1/pets/1', status: 401, fault: null }]);
  });
});
