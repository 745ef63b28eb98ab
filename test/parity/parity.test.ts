import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { sendCase } from '../support/observe.ts';
import { startTestServer } from '../support/test-server.ts';
import { parityCases, ruleCases, type ParityCase } from './cases.ts';

const mswOrigin = 'http://msw.parity.test';

async function expectAgreement(koaOrigin: string, cases: readonly ParityCase[], seed: number) {
  for (const testCase of cases) {
    const viaKoa = await sendCase(koaOrigin, testCase);
    const viaMsw = await sendCase(mswOrigin, testCase);
    expect(viaMsw, `${testCase.name} (seed ${seed})`).toEqual(viaKoa);
  }
}

describe.each([42, Math.floor(Math.random() * 1_000_000)])('Koa and MSW agree, seed %i', (seed) => {
  let koa: Awaited<ReturnType<typeof startTestServer>>;
  let msw: ReturnType<typeof setupServer>;
  let store: Awaited<ReturnType<typeof createAnimalStore>>;

  beforeAll(async () => {
    koa = await startTestServer({ seed, apiKeys: ['parity-key'] });
    store = await createAnimalStore({ seed, apiKeys: ['parity-key'] });
    msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await koa.close();
  });

  // Sequential on purpose: creates change what later cases read, in both stores alike.
  it('on every case of the table', async () => {
    await expectAgreement(new URL(koa.url).origin, parityCases, seed);
  });

  it('under the same failure rules, seeded alike', async () => {
    await koa.controls.reset();
    await store.reset();
    koa.controls.failures.add(ruleCases.rules);
    store.failures.add(ruleCases.rules);
    await expectAgreement(new URL(koa.url).origin, ruleCases.cases, seed);
    expect(store.failures.list()).toEqual(koa.controls.failures.list());
  });

  it('count the same coverage for the whole table', () => {
    expect(koa.controls.coverage().summary.responses.covered).toBeGreaterThan(0);
    expect(store.coverage()).toEqual(koa.controls.coverage());
  });
});
