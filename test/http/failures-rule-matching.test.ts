import { describe, expect, it } from 'vitest';
import type { FailureRule } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { newPet, statusAndBody, useServers, type TestServer } from '../support/failure-servers.ts';

/** Which requests a rule matches, and `times` / `after` / `probability` with a seed. */

const servers = useServers();

const getList = (server: TestServer) => call(`${server.url}/pets?limit=2`, { headers: auth() });
const statusOf = async (pending: Promise<Response>) => {
  const response = await pending;
  await response.arrayBuffer();
  return response.status;
};

describe('times / after', () => {
  it.each([
    {
      label: 'times: 2 fails exactly the next two',
      rule: { operationId: 'listPets', status: 503, times: 2 },
      expected: [503, 503, 200, 200, 200],
    },
    {
      label: 'after: 1 lets the first through, then fails',
      rule: { operationId: 'listPets', status: 503, after: 1 },
      expected: [200, 503, 503, 503, 503],
    },
    {
      label: 'after: 2, times: 1',
      rule: { operationId: 'listPets', status: 503, after: 2, times: 1 },
      expected: [200, 200, 503, 200, 200],
    },
    {
      label: 'times: 1 on a 500',
      rule: { operationId: 'listPets', status: 500, times: 1 },
      expected: [500, 200, 200, 200, 200],
    },
  ])('$label', async ({ rule, expected }) => {
    const server = await servers.start({ failures: [{ id: 'r', ...rule }] });
    const seen: number[] = [];
    for (let index = 0; index < expected.length; index++) seen.push(await statusOf(getList(server)));
    expect(seen).toEqual(expected);
  });

  it('times: 2 counts only matching requests (other operations do not use it up)', async () => {
    const server = await servers.start({
      failures: [{ id: 'creates', operationId: 'createPet', status: 503, times: 2 }],
    });
    const seen: number[] = [];
    seen.push(await statusOf(getList(server)));
    seen.push(await statusOf(call(`${server.url}/pets`, jsonPost(newPet))));
    seen.push(await statusOf(call(`${server.url}/pets/1`, { headers: auth() })));
    seen.push(await statusOf(call(`${server.url}/pets`, jsonPost(newPet))));
    seen.push(await statusOf(call(`${server.url}/pets`, jsonPost(newPet))));
    expect(seen).toEqual([200, 503, 200, 503, 201]);
    const [rule] = server.controls.failures.list();
    expect(rule).toMatchObject({ id: 'creates', matched: 3, fired: 2, left: 0 });
  });
});

describe('probability draws from the seeded generator', () => {
  const rule: FailureRule = { id: 'coin', operationId: 'listPets', status: 503, probability: 0.5 };

  async function sequence(seed: number): Promise<string> {
    const server = await servers.start({ seed, failures: [rule] });
    let outcome = '';
    for (let index = 0; index < 30; index++) outcome += (await statusOf(getList(server))) === 503 ? 'F' : '.';
    return outcome;
  }

  it('the same seed gives the same pass/fail sequence over 30 requests on two fresh servers; another seed another', async () => {
    const first = await sequence(1234);
    const again = await sequence(1234);
    const other = await sequence(98_765);
    expect(again).toBe(first);
    for (const run of [first, other]) {
      expect(run, 'both outcomes occur').toContain('F');
      expect(run, 'both outcomes occur').toContain('.');
    }
    expect(other).not.toBe(first);
  });

  it('probability 0 never fires, probability 1 always fires', async () => {
    const server = await servers.start({
      failures: [
        { id: 'never', operationId: 'getPet', status: 500, probability: 0 },
        { id: 'always', operationId: 'listPets', status: 502, probability: 1 },
      ],
    });
    for (let index = 0; index < 10; index++) {
      expect(await statusOf(call(`${server.url}/pets/1`, { headers: auth() }))).toBe(200);
      expect(await statusOf(getList(server))).toBe(502);
    }
  });
});

describe('matching: by operationId, method, path (exact or glob); everything else untouched', () => {
  const requests = {
    list: { method: 'GET', path: '/pets?limit=2' },
    get: { method: 'GET', path: '/pets/1' },
    create: { method: 'POST', path: '/pets' },
    orders: { method: 'GET', path: '/store/orders' },
  } as const;
  type Name = keyof typeof requests;

  it.each<{ label: string; rule: FailureRule; hit: Name[] }>([
    { label: 'operationId getPet', rule: { operationId: 'getPet' }, hit: ['get'] },
    { label: 'operationId createPet', rule: { operationId: 'createPet' }, hit: ['create'] },
    { label: 'method POST', rule: { method: 'POST' }, hit: ['create'] },
    { label: 'method get (any case)', rule: { method: 'get' }, hit: ['list', 'get', 'orders'] },
    { label: 'path glob /v1/pets/*', rule: { path: '/v1/pets/*' }, hit: ['get'] },
    { label: 'exact path /v1/pets', rule: { path: '/v1/pets' }, hit: ['list', 'create'] },
    { label: 'path glob /v1/*', rule: { path: '/v1/*' }, hit: ['list', 'get', 'create', 'orders'] },
    { label: 'method GET and path /v1/pets', rule: { method: 'GET', path: '/v1/pets' }, hit: ['list'] },
    { label: 'no criteria: every request', rule: {}, hit: ['list', 'get', 'create', 'orders'] },
  ])('$label', async ({ rule, hit }) => {
    const baseline = await servers.start();
    const server = await servers.start({ failures: [{ id: 'm', status: 418, code: 'matched', ...rule }] });
    for (const [name, { method, path }] of Object.entries(requests) as [Name, (typeof requests)[Name]][]) {
      const init = (): RequestInit => (method === 'POST' ? jsonPost(newPet) : { headers: auth() });
      const got = await statusAndBody(await call(`${server.url}${path}`, init()));
      if (hit.includes(name)) {
        expect(got, `${method} ${path} should be hit`).toMatchObject({ status: 418, body: { code: 'matched' } });
      } else {
        // Untouched: the same status and body as a server with no rules at all.
        const expected = await statusAndBody(await call(`${baseline.url}${path}`, init()));
        expect(got, `${method} ${path} should be untouched`).toEqual(expected);
      }
    }
    expect(server.controls.failures.list()[0]).toMatchObject({ matched: hit.length, fired: hit.length });
  });

  it('a non-matching request is untouched: same headers too, no rule in its journal entry', async () => {
    const baseline = await servers.start();
    const server = await servers.start({ failures: [{ id: 'only-creates', operationId: 'createPet', status: 503 }] });
    const viaRules = await call(`${server.url}/pets/3`, { headers: auth() });
    const plain = await call(`${baseline.url}/pets/3`, { headers: auth() });
    const drop = new Set(['date', 'connection', 'keep-alive']);
    const headersOf = (response: Response) => [...response.headers].filter(([name]) => !drop.has(name));
    expect(headersOf(viaRules)).toEqual(headersOf(plain));
    expect(await viaRules.text()).toBe(await plain.text());
    expect(server.controls.journal.list().at(-1)?.rules).toEqual([]);
  });
});
