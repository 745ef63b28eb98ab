import { bypass } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnimalStore, createHandlers, type AnimalStore } from '../../mocks/index.ts';
import { startTestServer } from '../support/test-server.ts';

const base = 'http://staging.msw.test/v1';
const headers = { authorization: 'Bearer msw-key' };

/** MSW in node, in front of a real upstream on 127.0.0.1: the same chain, forwarding with msw's `bypass`. */
describe('createHandlers(store, { upstream })', () => {
  let upstream: Awaited<ReturnType<typeof startTestServer>>;
  let store: AnimalStore;
  let msw: ReturnType<typeof setupServer>;

  beforeAll(async () => {
    upstream = await startTestServer({ apiKeys: ['msw-key'] });
    store = await createAnimalStore({ count: 0 });
    msw = setupServer(...createHandlers(store, { baseUrl: base, upstream: upstream.url }));
    msw.listen({ onUnhandledFrame: 'error' });
  });

  afterAll(async () => {
    msw.close();
    await upstream.close();
  });

  it('answers what the upstream answers', async () => {
    const proxied = await fetch(`${base}/pets?limit=3`, { headers });
    const direct = await fetch(bypass(`${upstream.url}/pets?limit=3`, { headers }));
    expect(proxied.status).toBe(200);
    expect(await proxied.text()).toBe(await direct.text());
    expect(store.journal.list().at(-1)!.upstream).toMatchObject({ status: 200, violations: [] });
  });

  it("breaks the real upstream on purpose: the store's failure rules apply first", async () => {
    store.failures.add([{ operationId: 'createPet', status: 503, times: 2 }]);
    const create = () =>
      fetch(`${base}/pets`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"name":"Via MSW","categoryId":1}',
      });
    expect([(await create()).status, (await create()).status]).toEqual([503, 503]);
    const created = await create();
    expect(created.status).toBe(201);
    expect(upstream.store.get(((await created.json()) as { id: number }).id)?.name).toBe('Via MSW');
  });

  it('watches the contract and records into store.recording', async () => {
    store.recording.start();
    await fetch(`${base}/pets/2`, { headers });
    await store.recording.stop();
    expect(store.recording.scenario().pets).toEqual([upstream.store.get(2)]);
    const report = store.contract.report();
    expect(report.proxy?.upstream).toBe(upstream.url);
    expect(report.operations.find(({ operationId }) => operationId === 'getPet')).toMatchObject({
      checked: 1,
      violations: 0,
    });
  });
});
