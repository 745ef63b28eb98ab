import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario, WorldInput } from '../../core/internal.ts';
import { createAnimalStore, createHandlers, type AnimalStore } from '../../mocks/index.ts';
import { call } from '../support/bounded-fetch.ts';
import { sendCase } from '../support/observe.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';
import { parityCases, ruleCases, type ParityCase } from './cases.ts';

// Every explain kind through the Koa server (over HTTP) and through MSW (fetch): the same JSON, but
// for the server's own `host` and `sandbox` decisions, which MSW has no part of.

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Explanation = { id: number; decisions: { kind: string; [fact: string]: unknown }[] };

const mswOrigin = 'http://msw.explain.test';
const key = { authorization: 'Bearer parity-key' };
const scenario: Scenario = {
  name: 'gaps',
  version: 1,
  description: 'pets 1 and 3, the next id 10',
  apiKeys: ['parity-key'],
  pets: [
    { id: 1, name: 'One', categoryId: 1 },
    { id: 3, name: 'Three', categoryId: 1 },
  ],
  nextId: 10,
};

const folder = mkdtempSync(join(tmpdir(), 'asm-explain-'));
const scenarioFile = join(folder, 'gaps.json');
writeFileSync(scenarioFile, JSON.stringify(scenario));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const serverOnly = new Set(['host', 'sandbox']);
const withoutServerOnly = ({ id, decisions }: Explanation): Explanation => ({
  id,
  decisions: decisions.filter(({ kind }) => !serverOnly.has(kind)),
});
/** A clock decision's `now` is the time each mock's own clock read (set alike, running on): compared to the sunset, not to the other. */
const untimed = (explanation: Explanation | undefined) =>
  explanation && {
    ...explanation,
    decisions: explanation.decisions.map((decision) =>
      decision.kind === 'clock'
        ? { ...decision, now: (decision.now as string) >= (decision.sunset as string) }
        : decision,
    ),
  };

async function explainOnServer(server: Server, id: number, headers: Record<string, string> = {}): Promise<Explanation> {
  const response = await call(adminUrl(server, `/requests/${id}/explain`), { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as Explanation;
}

/** Sends the case both ways; returns both explanations of it, the server's whole. */
async function explainBoth(koa: Server, store: AnimalStore, testCase: ParityCase) {
  await sendCase(new URL(koa.url).origin, testCase);
  await sendCase(mswOrigin, testCase);
  const id = koa.controls.journal.newestId();
  expect(store.journal.newestId(), testCase.name).toBe(id);
  return { server: await explainOnServer(koa, id), msw: store.journal.explain(id) };
}

/** The kinds, in order, of what MSW explains; and asserts the server said the same, with its host decision first. */
async function kindsOf(koa: Server, store: AnimalStore, testCase: ParityCase): Promise<string[]> {
  const { server, msw } = await explainBoth(koa, store, testCase);
  expect(server.decisions[0], testCase.name).toEqual({ kind: 'host', allowed: true, rule: 'ip-literal' });
  expect(untimed(msw), testCase.name).toEqual(untimed(withoutServerOnly(server)));
  return msw!.decisions.map(({ kind }) => kind);
}

describe('explain agrees between the server and MSW', () => {
  let koa: Server;
  let store: AnimalStore;
  const msw = setupServer();

  beforeAll(async () => {
    koa = await startTestServer({ scenario: scenarioFile, apiKeys: ['parity-key'] });
    store = await createAnimalStore({ scenario, apiKeys: ['parity-key'] });
    msw.use(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await koa.close();
  });

  it('on every case of the parity table, and under its failure rules', async () => {
    for (const testCase of parityCases) await kindsOf(koa, store, testCase);
    koa.controls.failures.add(ruleCases.rules);
    store.failures.add(ruleCases.rules);
    for (const testCase of ruleCases.cases) await kindsOf(koa, store, testCase);
    koa.controls.failures.clear();
    store.failures.clear();
  });

  it('names each kind where it decided the answer', async () => {
    const kinds = (testCase: Omit<ParityCase, 'name'>) =>
      kindsOf(koa, store, { name: `${testCase.method ?? 'GET'} ${testCase.path}`, ...testCase });
    expect(await kinds({ path: '/v1/pets/1', headers: key })).toEqual(['store']);
    expect(await kinds({ path: '/v1/pets/10', headers: key })).toEqual(['store']);
    expect(await kinds({ path: '/v1/pets/2', headers: key })).toEqual(['store']);
    expect(await kinds({ path: '/v1/pets?limit=101', headers: key })).toEqual(['validation']);
    expect(
      await kinds({
        method: 'POST',
        path: '/v1/pets',
        headers: { ...key, 'content-type': 'application/json' },
        body: '{"name":""}',
      }),
    ).toEqual(['validation']);
    expect(await kinds({ path: '/v1/pets' })).toEqual(['auth']);
    expect(
      await kinds({
        method: 'OPTIONS',
        path: '/v1/pets',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      }),
    ).toEqual(['cors']);
    expect(await kinds({ path: '/v1/pets/1', headers: { ...key, prefer: 'code=503' } })).toEqual(['failure']);
    koa.controls.failures.add([{ id: 'r2', operationId: 'getPet', latency: 5, times: 1 }]);
    store.failures.add([{ id: 'r2', operationId: 'getPet', latency: 5, times: 1 }]);
    // A rule that only adds latency, then the store: both decided this answer.
    expect(await kinds({ path: '/v1/pets/3', headers: { ...key, origin: 'http://localhost:5173' } })).toEqual([
      'cors',
      'failure',
      'store',
    ]);
    const past = new Date('2031-01-01T00:00:00Z');
    koa.controls.clock.set(past);
    store.clock.set(past);
    expect(await kinds({ path: '/v1/pets/1', headers: key })).toEqual(['clock']);
    koa.controls.clock.set(null);
    store.clock.set(null);
  });
});

describe('explain agrees in proxy mode', () => {
  let upstream: Server;
  let koa: Server;
  let store: AnimalStore;
  const msw = setupServer();

  beforeAll(async () => {
    upstream = await startTestServer({ scenario: scenarioFile, apiKeys: ['parity-key'] });
    const proxy = { upstream: upstream.url, only: ['getPet'] };
    koa = await startTestServer({ scenario: scenarioFile, apiKeys: ['parity-key'], proxy });
    store = await createAnimalStore({ scenario, apiKeys: ['parity-key'] });
    msw.use(...createHandlers(store, { baseUrl: `${mswOrigin}/v1`, ...proxy }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await Promise.all([koa, upstream].map((server) => server.close()));
  });

  it('says what was forwarded, with the upstream status and violations, and what was answered here', async () => {
    const forwarded = await explainBoth(koa, store, { name: 'forwarded', path: '/v1/pets/1', headers: key });
    expect(forwarded.msw).toEqual(withoutServerOnly(forwarded.server));
    expect(forwarded.msw!.decisions).toEqual([{ kind: 'proxy', forwarded: true, upstreamStatus: 200, violations: [] }]);
    const local = await explainBoth(koa, store, { name: 'local', path: '/v1/pets?limit=1', headers: key });
    expect(local.msw).toEqual(withoutServerOnly(local.server));
    expect(local.msw!.decisions).toEqual([{ kind: 'proxy', forwarded: false }]);
  });
});

describe('explain in a sandbox, on the server', () => {
  let koa: Server;

  beforeAll(async () => {
    koa = await startTestServer({ scenario: scenarioFile, apiKeys: ['parity-key'], sandboxes: {} });
  });

  afterAll(() => koa.close());

  it('names the sandbox, the rule and the store for one answer, in the order they were taken', async () => {
    const sandboxed = { ...key, 'animal-store-sandbox': 'w1' };
    await call(`${koa.url}/pets/1`, { headers: sandboxed });
    const rule = { id: 'r2', operationId: 'getPet', latency: 1, times: 2 };
    const added = await call(adminUrl(koa, '/failures'), {
      method: 'POST',
      headers: { 'animal-store-sandbox': 'w1', 'content-type': 'application/json' },
      body: JSON.stringify(rule),
    });
    expect(added.status).toBe(201);
    await call(`${koa.url}/pets/3`, { headers: sandboxed });
    const [first, second] = [
      await explainOnServer(koa, 1, { 'animal-store-sandbox': 'w1' }),
      await explainOnServer(koa, 2, { 'animal-store-sandbox': 'w1' }),
    ];
    expect(first.decisions.slice(0, 2)).toEqual([
      { kind: 'host', allowed: true, rule: 'ip-literal' },
      { kind: 'sandbox', name: 'w1', created: true },
    ]);
    expect(second).toEqual({
      id: 2,
      decisions: [
        { kind: 'host', allowed: true, rule: 'ip-literal' },
        { kind: 'sandbox', name: 'w1', created: false },
        {
          kind: 'failure',
          source: 'rule',
          rule: 'r2',
          definition: { operationId: 'getPet', latency: 1, times: 2 },
          fired: 1,
          times: 2,
          latencyMs: 1,
          status: null,
          fault: null,
        },
        { kind: 'store', petId: 3, found: true },
      ],
    });
    // The main mock's journal holds neither.
    expect(koa.controls.journal.list()).toEqual([]);
  });
});

describe('explain agrees on a timed world, with a frozen clock', () => {
  // Pets 2 and 3 are sold and depart at once: their departures are due at the start time, so the
  // first request's catch-up applies them; later ones find nothing due.
  const worldScenario: Scenario = {
    ...scenario,
    name: 'departing',
    pets: [
      { id: 1, name: 'One', categoryId: 1, status: 'available' },
      { id: 2, name: 'Two', categoryId: 1, status: 'sold' },
      { id: 3, name: 'Three', categoryId: 1, status: 'sold' },
    ],
  };
  const worldFile = join(folder, 'departing.json');
  writeFileSync(worldFile, JSON.stringify(worldScenario));
  const frozen = {
    apiKeys: ['parity-key'],
    now: new Date('2030-03-01T00:00:00Z'),
    speed: 0,
    world: { departures: { after: [0, 0] } } satisfies WorldInput,
  };
  let koa: Server;
  let store: AnimalStore;
  const msw = setupServer();

  beforeAll(async () => {
    koa = await startTestServer({ ...frozen, scenario: worldFile });
    store = await createAnimalStore({ ...frozen, scenario: worldScenario });
    msw.use(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await koa.close();
  });

  const decisionsOf = async (path: string) => {
    const { server, msw: inMsw } = await explainBoth(koa, store, { name: path, path, headers: key });
    expect(inMsw).toEqual(withoutServerOnly(server));
    return inMsw!.decisions;
  };

  it('names the world events applied before the answer, and the pet they removed', async () => {
    expect(await decisionsOf('/v1/pets/2')).toEqual([
      { kind: 'world', events: 2, fromSeq: 1, toSeq: 2 },
      { kind: 'store', petId: 2, found: false, reason: 'departed', nextId: 10 },
    ]);
    // Nothing due any more: no world decision; the other departed pet, a skipped id and one above.
    expect(await decisionsOf('/v1/pets/3')).toEqual([
      { kind: 'store', petId: 3, found: false, reason: 'departed', nextId: 10 },
    ]);
    expect(await decisionsOf('/v1/pets/5')).toEqual([
      { kind: 'store', petId: 5, found: false, reason: 'never-created', nextId: 10 },
    ]);
    expect(await decisionsOf('/v1/pets/1')).toEqual([{ kind: 'store', petId: 1, found: true }]);
  });

  it('says departed for a pet an advance of the clock adopted, sold and removed', async () => {
    const adopting: WorldInput = { adoptions: { perHour: 60, soldAfter: [0, 0] }, departures: { after: [0, 0] } };
    const put = await call(adminUrl(koa, '/world'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ world: adopting }),
    });
    expect(put.status).toBe(200);
    store.world.set(adopting);
    const advanced = await call(adminUrl(koa, '/clock/advance'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ by: '1h' }),
    });
    const { events } = (await advanced.json()) as { events: { kind: string; pet: { id: number } }[] };
    expect(store.clock.advance('1h').events).toEqual(events);
    expect(events.filter(({ kind }) => kind === 'departed').map(({ pet }) => pet.id)).toEqual([1]);
    // The advance applied the events itself: the request after it has no world decision.
    expect(await decisionsOf('/v1/pets/1')).toEqual([
      { kind: 'store', petId: 1, found: false, reason: 'departed', nextId: 10 },
    ]);
  });
});
