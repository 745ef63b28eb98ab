import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock } from '../../core/create-mock.ts';
import { fetchHandler } from '../../core/exchange/fetch-exchange.ts';
import type { PactV3 } from '../../core/reports/pact-types.ts';
import { readProviderState } from '../../core/reports/provider-states.ts';
import { setUpProviderState } from '../../core/reports/state-setup.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';
import { pactOf } from '../support/pact-of.ts';

const api = 'http://127.0.0.1:4010/v1';

describe('POST /__admin/pact/state', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const pets = async () => (await server.controls.store.snapshot()).pets;
  const post = (body: unknown) => sendJson(adminUrl(server, '/pact/state'), 'POST', body);
  beforeAll(async () => {
    server = await startTestServer({ seed: 3, count: 4 });
  });
  afterAll(() => server.close());

  it('answers 200 to a teardown and to an empty state, and changes nothing', async () => {
    const before = await pets();
    expect(await expectJson(await post({ state: 'a pet with id 2 exists', action: 'teardown' }))).toEqual({});
    expect(await expectJson(await post({ state: '', params: {}, action: 'setup' }))).toEqual({});
    expect(await expectJson(await post({}))).toEqual({});
    expect(await pets()).toEqual(before);
  });

  it('sets up each state the mock writes, answering the values the generators read', async () => {
    expect(
      await expectJson(
        await post({
          state: 'a pet with id 40 exists',
          params: { id: 40, name: 'Rex', categoryId: 2, status: 'sold' },
          action: 'setup',
        }),
      ),
    ).toEqual({
      id: 40,
      name: 'Rex',
      categoryId: 2,
      status: 'sold',
    });
    expect((await pets()).find(({ id }) => id === 40)).toEqual({ id: 40, name: 'Rex', categoryId: 2, status: 'sold' });
    await expectJson(await post({ state: 'pets exist with status pending', params: { count: 6, status: 'pending' } }));
    expect((await pets()).filter(({ status }) => status === 'pending').length).toBe(6);
    await expectJson(await post({ state: 'no pet with id 40', params: { id: 40 } }));
    expect((await pets()).some(({ id }) => id === 40)).toBe(false);
    await expectJson(await post({ state: 'no pets exist with status pending', params: { status: 'pending' } }));
    expect((await pets()).some(({ status }) => status === 'pending')).toBe(false);
    // A created pet still gets an id after every one the states used.
    expect(server.controls.store.snapshot().meta.nextId).toBeGreaterThan(40);
  });

  it("sets up a sandbox's state with ?sandbox=, leaving the main store as it was", async () => {
    await sendJson(adminUrl(server, '/sandboxes'), 'POST', { name: 'verify-1' });
    const before = await pets();
    await expectJson(
      await sendJson(adminUrl(server, '/pact/state?sandbox=verify-1'), 'POST', {
        state: 'a pet with id 77 exists',
        params: { id: 77, name: 'Rex', categoryId: 2 },
      }),
    );
    const sandboxPets = await expectJson<{ pets: { id: number }[] }>(
      await call(adminUrl(server, '/store/pets?limit=1000&sandbox=verify-1')),
    );
    expect(sandboxPets.pets.map(({ id }) => id)).toContain(77);
    expect(await pets()).toEqual(before);
  });

  it('refuses a state it cannot set up with a 400 Error body, and changes nothing', async () => {
    const before = await pets();
    await expectError(await post({ state: 'the moon is full' }), 400, 'invalid_provider_state', ['the moon is full']);
    await expectError(
      await post({ state: 'a pet with id 5 exists', params: { id: 5, name: 'Rex' } }),
      400,
      'invalid_provider_state',
      ['categoryId'],
    );
    await expectError(
      await post({ state: 'a pet with id 5 exists', params: { id: 6, name: 'Rex', categoryId: 1 } }),
      400,
      'invalid_provider_state',
      ['id'],
    );
    await expectError(await post({ state: 'pets exist with status lost' }), 400, 'invalid_provider_state', ['lost']);
    await expectError(await post({ state: 'pets exist', params: { count: -1 } }), 400, 'invalid_provider_state', [
      'count',
    ]);
    await expectError(await post({ state: 'no pet with id 1', action: 'undo' }), 400, 'invalid_provider_state', [
      'action',
    ]);
    await expectError(await post([1]), 400, 'invalid_provider_state');
    await expectError(
      await call(adminUrl(server, '/pact/state'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"state":',
      }),
      400,
    );
    expect(await pets()).toEqual(before);
  });
});

describe("a pact's states", () => {
  it('let every interaction of a run pass against a mock started empty, once they are set up', async () => {
    const recorded = await createMock({ seed: 11, count: 40 });
    const send = fetchHandler(recorded.app);
    const get = (path: string, headers: Record<string, string> = { authorization: 'Bearer any' }) =>
      send(new Request(`${api}${path}`, { headers }));
    for (const path of [
      '/pets?status=sold&limit=3',
      '/pets/9',
      '/pets/999',
      '/pets?limit=100',
      '/pets?status=pending&limit=2',
    ])
      await get(path);
    await get('/pets', {});
    const pact = pactOf(recorded.controls, { consumer: 'c', provider: 'p' }) as PactV3;
    expect(pact.interactions.length).toBe(6);

    const empty = await createMock({ scenario: 'empty' });
    const replay = fetchHandler(empty.app);
    for (const { request, response, providerStates = [] } of pact.interactions) {
      for (const state of providerStates)
        await setUpProviderState(empty.controls.store, { state: state.name, params: state.params, action: 'setup' });
      const query = new URLSearchParams(
        Object.entries(request.query ?? {}).flatMap(([name, values]) => values.map((value) => [name, value])),
      );
      const answer = await replay(
        new Request(`${api}${request.path}${query.size > 0 ? `?${query}` : ''}`, { headers: request.headers ?? {} }),
      );
      expect(answer.status, request.path).toBe(response.status);
      const body = (await answer.json()) as unknown;
      if (Array.isArray(response.body))
        expect((body as unknown[]).length).toBeGreaterThanOrEqual(Math.min(1, response.body.length));
      else if (response.status === 200) expect(body).toEqual(response.body);
      for (const state of providerStates)
        await setUpProviderState(empty.controls.store, { state: state.name, action: 'teardown' });
    }
  });

  it('are read back from the names and params the mock writes', () => {
    expect(readProviderState({ name: 'pets exist with status sold', params: { count: 2, status: 'sold' } })).toEqual({
      ok: true,
      state: { kind: 'pets-exist', count: 2, status: 'sold' },
    });
    expect(readProviderState({ name: 'no pets exist' })).toEqual({ ok: true, state: { kind: 'no-pets' } });
    expect(readProviderState({ name: 'no pet with id 999', params: { id: 999 } })).toEqual({
      ok: true,
      state: { kind: 'no-pet', id: 999 },
    });
    expect(
      readProviderState({ name: 'a pet with id 7 exists', params: { id: 7, name: 'Rex', categoryId: 3 } }),
    ).toEqual({
      ok: true,
      state: { kind: 'pet-exists', pet: { id: 7, name: 'Rex', categoryId: 3 } },
    });
    expect(readProviderState({ name: 'pets are happy' })).toMatchObject({ ok: false });
  });
});

describe('ids past the largest safe integer', () => {
  const last = Number.MAX_SAFE_INTEGER;
  async function inProcess() {
    const mock = await createMock({ seed: 3, count: 4 });
    const admin = fetchHandler(mock.admin);
    const api = fetchHandler(mock.app);
    const send = (handler: typeof admin, method: string, url: string, body: unknown) =>
      handler(
        new Request(url, {
          method,
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: 'Bearer k' },
        }),
      );
    return {
      mock,
      state: (body: unknown) => send(admin, 'POST', 'http://127.0.0.1/__admin/pact/state', body),
      scenario: (body: unknown) => send(admin, 'POST', 'http://127.0.0.1/__admin/scenario', body),
      create: () => send(api, 'POST', 'http://127.0.0.1/v1/pets', { name: 'Late', categoryId: 1 }),
    };
  }

  it('refuses a provider state or scenario that would set the next id past them, naming the id, and changes nothing', async () => {
    const { mock, state, scenario } = await inProcess();
    const before = mock.store.snapshot();
    await expectError(
      await state({ state: `a pet with id ${last} exists`, params: { id: last, name: 'Max', categoryId: 1 } }),
      400,
      'invalid_provider_state',
      [String(last)],
    );
    await expectError(
      await state({ state: 'a pet with id 9007199254740993 exists', params: { name: 'Past', categoryId: 1 } }),
      400,
      'invalid_provider_state',
    );
    await expectError(
      await scenario({ name: 'max', version: 1, description: 'd', pets: [{ id: last, name: 'Max', categoryId: 1 }] }),
      400,
      'invalid_scenario',
      ['/pets/0/id'],
    );
    await expectError(
      await scenario({
        name: 'max',
        version: 1,
        description: 'd',
        pets: [
          { id: last - 1, name: 'A', categoryId: 1 },
          { name: 'B', categoryId: 1 },
        ],
      }),
      400,
      'invalid_scenario',
      ['/pets/1'],
    );
    await expectError(
      await scenario({ name: 'max', version: 1, description: 'd', nextId: last + 2 }),
      400,
      'invalid_scenario',
      ['/nextId'],
    );
    expect(mock.store.snapshot()).toEqual(before);
    await mock.close();
  });

  it('gives the last id below the largest safe integer once, then refuses a create with an Error, never a duplicate', async () => {
    const { mock, state, create } = await inProcess();
    expect(
      (
        await state({
          state: `a pet with id ${last - 2} exists`,
          params: { id: last - 2, name: 'Almost', categoryId: 1 },
        })
      ).status,
    ).toBe(200);
    const created = await create();
    expect(created.status).toBe(201);
    expect(((await created.json()) as { id: number }).id).toBe(last - 1);
    expect(mock.store.nextId()).toBe(last);
    const before = mock.store.snapshot();
    await expectError(await create(), 503, 'storage_unavailable');
    expect(mock.store.snapshot()).toEqual(before);
    await mock.close();
  });
});
