import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { startTestServer } from '../support/test-server.ts';
import { headersThatMatter, parityCases, type ParityCase } from './cases.ts';

const mswOrigin = 'http://msw.parity.test';

/** What a client observes of one answer, reduced to what must agree. */
async function observe(response: Response) {
  const headers = Object.fromEntries(headersThatMatter.flatMap((name) => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  }));
  return { status: response.status, headers, body: await response.text() };
}

const send = (origin: string, { method = 'GET', path, headers, body }: ParityCase) =>
  fetch(`${origin}${path}`, { method, ...(headers ? { headers } : {}), ...(body === undefined ? {} : { body }) }).then(observe);

describe.each([42, Math.floor(Math.random() * 1_000_000)])('Koa and MSW agree, seed %i', (seed) => {
  let koa: Awaited<ReturnType<typeof startTestServer>>;
  let msw: ReturnType<typeof setupServer>;

  beforeAll(async () => {
    koa = await startTestServer({ seed, apiKeys: ['parity-key'] });
    const store = await createAnimalStore({ seed, apiKeys: ['parity-key'] });
    msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });

  afterAll(async () => {
    msw.close();
    await koa.close();
  });

  // Sequential on purpose: creates change what later cases read, in both stores alike.
  it('on every case of the table', async () => {
    const serverOrigin = new URL(koa.url).origin;
    for (const testCase of parityCases) {
      const viaKoa = await send(serverOrigin, testCase);
      const viaMsw = await send(mswOrigin, testCase);
      expect(viaMsw, `${testCase.name} (seed ${seed})`).toEqual(viaKoa);
    }
  });
});
