import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCase } from '../support/observe.ts';
import { startServerAndMsw, type ServerAndMsw } from '../support/server-and-msw.ts';
import { coverageCases, driveCoverageCases } from './coverage-cases.ts';

const mswOrigin = 'http://msw.coverage.test';
const options = { seed: 5, count: 5, apiKeys: [coverageCases.apiKey], maxHangMs: 50 };
const rule = (hits: number) => ({ hits, sources: { rule: hits, prefer: 0 } });
const prefer = (hits: number) => ({ hits, sources: { rule: 0, prefer: hits } });
const none = { hits: 0, sources: { rule: 0, prefer: 0 } };

/** What the three steps of `coverageCases` must count, worked out by hand from the table. */
const expectedOperations = {
  listPets: {
    method: 'GET',
    path: '/pets',
    // valid, Prefer delay; limit=0; unauthorized; Prefer code=503 and the rule's 500 under `default`
    responses: { '200': 2, '400': 1, '401': 1, '429': 0, default: 2 },
    undocumented: {},
    // every status by itself: what `default` sums up is a 500 and a 503
    statuses: { '200': 2, '400': 1, '401': 1, '500': 1, '503': 1 },
    failures: {
      error: { hits: 2, sources: { rule: 1, prefer: 1 }, statuses: { '500': 1, '503': 1 } },
      'rate-limit': { hits: 0, sources: { rule: 0 } },
      latency: { hits: 2, sources: { rule: 1, prefer: 1 } },
      reset: none,
      empty: none,
      timeout: none,
      malformed: none,
      'slow-body': none,
    },
  },
  createPet: {
    method: 'POST',
    path: '/pets',
    // valid, within the limit; invalid
    responses: { '201': 2, '400': 1, '401': 0, '413': 0, '415': 0, '429': 1, default: 0 },
    undocumented: {},
    statuses: { '201': 2, '400': 1, '429': 1 },
    failures: {
      error: { ...none, statuses: {} },
      'rate-limit': { hits: 1, sources: { rule: 1 } },
      latency: none,
      reset: none,
      empty: none,
      timeout: none,
      malformed: none,
      'slow-body': none,
    },
  },
  getPet: {
    method: 'GET',
    path: '/pets/{petId}',
    // valid, malformed and slow bodies keep their 200; dropped connections answer no status
    responses: { '200': 3, '400': 0, '401': 0, '404': 1, '410': 1, '429': 0, default: 0 },
    undocumented: {},
    statuses: { '200': 3, '404': 1, '410': 1 },
    failures: {
      error: { ...none, statuses: {} },
      'rate-limit': { hits: 0, sources: { rule: 0 } },
      // the rule's latency on the get after the sunset, counted beside its 410
      latency: rule(1),
      reset: prefer(1),
      empty: rule(1),
      timeout: rule(1),
      malformed: rule(1),
      'slow-body': rule(1),
      gone: { hits: 1, sources: { clock: 1 } },
    },
  },
};

describe('coverage of a known set of exchanges', () => {
  let koa: ServerAndMsw['koa'];
  let store: ServerAndMsw['store'];
  let close: ServerAndMsw['close'];

  beforeAll(async () => {
    ({ koa, store, close } = await startServerAndMsw(options, mswOrigin));
    await driveCoverageCases(new URL(koa.url).origin, koa.controls, sendCase);
    await driveCoverageCases(mswOrigin, store, sendCase);
  });

  afterAll(() => close());

  it('counts each answer and each injected failure exactly, on the server', () => {
    const coverage = koa.controls.coverage();
    expect(coverage.operations).toEqual(expectedOperations);
    expect(coverage.unmatched).toEqual({ requests: { 'GET /v1/nope': 2, 'DELETE /v1/pets': 1 }, other: 0 });
  });

  it('counts the same through MSW: equal coverage JSON for the same exchanges', () => {
    expect(store.coverage().operations).toEqual(expectedOperations);
    expect(store.coverage()).toEqual(koa.controls.coverage());
  });

  it('keeps counting across a store reset, and starts afresh when asked', async () => {
    await store.reset();
    expect(store.coverage().operations).toEqual(expectedOperations);
    store.resetCoverage();
    expect(store.coverage().summary.responses.covered).toBe(0);
    expect(store.coverage().unmatched).toEqual({ requests: {}, other: 0 });
  });
});
