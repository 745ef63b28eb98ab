import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResilienceDocument } from '../../core/internal.ts';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';
import { useTestServer } from './http-support.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { adminUrl } from '../support/test-server.ts';
import { admin, inSandbox } from '../support/sandbox-support.ts';

const verdicts = async (response: Response) => expectJson<ResilienceDocument>(response);
const busy = { operationId: 'listPets', status: 503, retryAfter: 1, times: 1 };

describe('GET /__admin/resilience', () => {
  const server = useTestServer();

  it('judges each sandbox apart, read by header or ?sandbox=, and the main store on its own', async () => {
    await admin(server, '/failures', {
      method: 'POST',
      sandbox: 'res-a',
      body: JSON.stringify(busy),
      headers: { 'content-type': 'application/json' },
    });
    await call(`${server.url}/pets`, { headers: inSandbox('res-a') });
    // At once, without waiting the second Retry-After asked for.
    await call(`${server.url}/pets`, { headers: inSandbox('res-a') });
    await call(`${server.url}/pets`, { headers: inSandbox('res-b') });
    const a = await verdicts(await admin(server, '/resilience', { sandbox: 'res-a' }));
    const b = await verdicts(await call(adminUrl(server, '/resilience?sandbox=res-b')));
    const main = await verdicts(await admin(server, '/resilience'));
    expect(a.checks['retry-after']).toMatchObject({ verdict: 'fail', entries: [1, 2] });
    expect(b.checks['retry-after'].verdict).toBe('not-exercised');
    expect(main.checks['retry-after'].verdict).toBe('not-exercised');
  });

  it('takes the options as query parameters, and refuses a bad one with an Error body', async () => {
    const judged = await verdicts(await admin(server, '/resilience?storm=3&giveUpAfter=250&tolerance=0&maxAttempts=2'));
    expect(judged.options).toEqual({ maxAttempts: 2, storm: 3, giveUpAfter: 250, tolerance: 0 });
    await expectError(await admin(server, '/resilience?storm=0'), 400, 'invalid_query', ['storm']);
    await expectError(await admin(server, '/resilience?giveUpAfter=soon'), 400, 'invalid_query', ['giveUpAfter']);
  });
});

describe('store.resilience() in MSW', () => {
  const origin = 'http://msw.resilience-api.test';
  let store: Awaited<ReturnType<typeof createAnimalStore>>;
  const msw = setupServer();

  beforeAll(async () => {
    store = await createAnimalStore({ seed: 1, count: 3, apiKeys: ['k'] });
    msw.use(...createHandlers(store, { baseUrl: `${origin}/v1` }));
    msw.listen({ onUnhandledFrame: 'bypass' });
  });
  afterAll(() => msw.close());

  it('gives the same verdicts as the admin route, with options as numbers', async () => {
    store.failures.add([busy]);
    await fetch(`${origin}/v1/pets`, { headers: { authorization: 'Bearer k' } });
    await fetch(`${origin}/v1/pets`, { headers: { authorization: 'Bearer k' } });
    expect(store.resilience().checks['retry-after']).toMatchObject({ verdict: 'fail', entries: [1, 2] });
    expect(store.resilience({ tolerance: 1000 }).checks['retry-after'].verdict).toBe('pass');
    expect(() => store.resilience({ storm: -1 })).toThrow(expect.objectContaining({ code: 'invalid_query' }));
  });
});
