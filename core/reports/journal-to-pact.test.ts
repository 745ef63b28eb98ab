import { describe, expect, it } from 'vitest';
import { createMock } from '../create-mock.ts';
import { openapiDocument } from '../contract/spec.ts';
import { fetchHandler } from '../exchange/fetch-exchange.ts';
import type { PactInteraction, PactV3, PactV4 } from './pact-types.ts';
import { pactOf } from '../../test/support/pact-of.ts';

const key = 'pact-secret-key';
const api = 'http://127.0.0.1:4010/v1';
const names = { consumer: 'web-app', provider: 'animal-store' };

/** A mock in this process, and a way to send it requests as a client would. */
async function mockWithClient() {
  const mock = await createMock({ seed: 7, count: 30, apiKeys: [key] });
  const handle = fetchHandler(mock.app);
  const send = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}, auth = true) =>
    handle(
      new Request(`${api}${path}`, {
        ...init,
        headers: { ...(auth && { authorization: `Bearer ${key}` }), ...init.headers },
      }),
    );
  return { mock, send };
}

const byDescription = (interactions: PactInteraction[], description: string) =>
  interactions.find((one) => one.description === description);

describe('a pact from the journal', () => {
  it('writes one interaction per distinct request and status, with the states and rules its answer needs', async () => {
    const { mock, send } = await mockWithClient();
    await send('/pets?status=sold&limit=5');
    await send('/pets?limit=5&status=sold&api_key=url-secret&utm_source=mail');
    await send('/pets/7');
    await send('/pets/999');
    await send('/pets', {}, false);
    await send('/pets?limit=0');
    const pact = pactOf(mock.controls, names) as PactV3;
    expect(pact.interactions.map(({ description }) => description)).toEqual([
      'list sold pets, limit 5 → 200',
      'get pet 7 → 200',
      'get pet 999 → 404',
      'list pets without credentials → 401',
      'list pets, limit 0 → 400',
    ]);
    expect(pact.metadata.pactSpecification.version).toBe('3.0.0');
    expect(pact).toMatchObject({ consumer: { name: 'web-app' }, provider: { name: 'animal-store' } });

    const list = byDescription(pact.interactions, 'list sold pets, limit 5 → 200')!;
    const sold = list.response.body as { status: string }[];
    expect(sold.length).toBeGreaterThan(0);
    expect(list.providerStates).toEqual([
      { name: 'pets exist with status sold', params: { count: sold.length, status: 'sold' } },
    ]);
    expect(list.request).toMatchObject({
      path: '/pets',
      query: { limit: ['5'], status: ['sold'] },
      headers: { Authorization: expect.stringMatching(/^Bearer /) },
    });
    expect(list.request.matchingRules?.header?.['Authorization']?.matchers).toEqual([
      { match: 'regex', regex: '^Bearer .+$' },
    ]);
    const rules = list.response.matchingRules!.body!;
    expect(rules['$']!.matchers).toEqual([{ match: 'type', min: 1, max: 5 }]);
    expect(rules['$[*].id']!.matchers).toEqual([{ match: 'integer' }]);
    expect(rules['$[*].categoryId']!.matchers).toEqual([{ match: 'integer' }]);
    expect(rules['$[*].name']!.matchers).toEqual([{ match: 'type' }]);
    expect(new RegExp(rules['$[*].status']!.matchers[0]!.regex!).test('sold')).toBe(true);
    expect(new RegExp(rules['$[*].status']!.matchers[0]!.regex!).test('lost')).toBe(false);
    expect(list.response.headers).toEqual({ 'Content-Type': expect.stringMatching(/^application\/json/) });

    const found = byDescription(pact.interactions, 'get pet 7 → 200')!;
    const pet = found.response.body as { id: number; name: string };
    expect(found.providerStates).toEqual([{ name: 'a pet with id 7 exists', params: pet }]);
    expect(found.request.generators).toEqual({
      path: { type: 'ProviderState', expression: '/pets/${id}', dataType: 'STRING' },
    });
    expect(found.response.generators).toEqual({
      body: { '$.id': { type: 'ProviderState', expression: '${id}', dataType: 'INTEGER' } },
    });
    expect(byDescription(pact.interactions, 'get pet 999 → 404')!.providerStates).toEqual([
      { name: 'no pet with id 999', params: { id: 999 } },
    ]);

    const refused = byDescription(pact.interactions, 'list pets without credentials → 401')!;
    expect(refused.request.headers).toBeUndefined();
    expect(refused.response.matchingRules!.body!['$.code']!.matchers).toEqual([{ match: 'type' }]);
    expect(JSON.stringify(pact)).not.toContain(key);
    // Query parameters the operation does not declare change nothing and are not written.
    expect(JSON.stringify(pact)).not.toMatch(/url-secret|utm_source/);
  });

  it('types every field the spec gives a listed pet, read from the spec rather than from the example', async () => {
    const { mock, send } = await mockWithClient();
    await send('/pets');
    const [list] = (pactOf(mock.controls, names) as PactV3).interactions;
    const schemas = openapiDocument.components.schemas as Record<
      string,
      { properties?: object; allOf?: { properties?: object }[] }
    >;
    const fields = [
      ...Object.keys(schemas['NewPet']!.properties!),
      ...schemas['Pet']!.allOf!.flatMap((part) => Object.keys(part.properties ?? {})),
    ];
    expect(Object.keys(list!.response.matchingRules!.body!).sort()).toEqual(
      ['$', ...fields.map((field) => `$[*].${field}`)].sort(),
    );
    // No limit in the request: the list is bounded by the parameter's default.
    expect(list!.response.matchingRules!.body!['$']!.matchers[0]!.max).toBe(20);
  });

  it('leaves out injected statuses unless asked, keeps latency-only answers, and never writes dropped or broken ones', async () => {
    const { mock, send } = await mockWithClient();
    mock.controls.failures.add([
      { id: 'slow', operationId: 'getPet', latency: 1 },
      { id: 'cut', operationId: 'createPet', fault: 'reset' },
    ]);
    await send('/pets?limit=2', { headers: { prefer: 'code=503' } });
    await send('/pets?limit=4', { headers: { prefer: 'fault=malformed' } });
    await send('/pets/3');
    await send('/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Rex","categoryId":1}',
    });
    expect(mock.controls.journal.list().map(({ injected }) => injected?.map(({ kind }) => kind))).toEqual([
      ['error'],
      ['malformed'],
      ['latency'],
      ['reset'],
    ]);
    expect((pactOf(mock.controls, names) as PactV3).interactions.map(({ description }) => description)).toEqual([
      'get pet 3 → 200',
    ]);
    const withInjected = pactOf(mock.controls, { ...names, includeInjected: true }) as PactV3;
    expect(withInjected.interactions.map(({ description }) => description)).toEqual([
      'list pets, limit 2 → 503',
      'get pet 3 → 200',
    ]);
  });

  it('writes a create with its body and no state, and reads only what came after the last reset', async () => {
    const { mock, send } = await mockWithClient();
    await send('/pets/1');
    await mock.controls.reset();
    await send('/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Rex","categoryId":1}',
    });
    const [created, ...rest] = (pactOf(mock.controls, names) as PactV3).interactions;
    expect(rest).toEqual([]);
    expect(created).toMatchObject({
      description: 'create pet {"name":"Rex","categoryId":1} → 201',
      request: {
        method: 'POST',
        path: '/pets',
        body: { name: 'Rex', categoryId: 1 },
        headers: { 'Content-Type': 'application/json' },
      },
      response: { status: 201, body: { name: 'Rex', categoryId: 1 } },
    });
    expect(created!.providerStates).toBeUndefined();
    expect(created!.response.matchingRules!.body!['$.id']!.matchers).toEqual([{ match: 'integer' }]);
    mock.controls.journal.clear();
    expect((pactOf(mock.controls, names) as PactV3).interactions).toEqual([]);
  });

  it('writes V4 with headers as lists and bodies with their content type', async () => {
    const { mock, send } = await mockWithClient();
    await send('/pets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Rex","categoryId":1}',
    });
    const pact = pactOf(mock.controls, { ...names, spec: 4 }) as PactV4;
    expect(pact.metadata.pactSpecification.version).toBe('4.0');
    const [created] = pact.interactions;
    expect(created).toMatchObject({
      type: 'Synchronous/HTTP',
      request: {
        headers: { 'Content-Type': ['application/json'] },
        body: { content: { name: 'Rex', categoryId: 1 }, contentType: 'application/json', encoded: false },
      },
      response: { status: 201, body: { contentType: expect.stringMatching(/^application\/json/), encoded: false } },
    });
  });
});
