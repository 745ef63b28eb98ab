import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PactV3 } from '../../core/reports/pact-types.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectJson } from '../support/json-response.ts';
import { sendCase } from '../support/observe.ts';
import { startServerAndMsw, type ServerAndMsw } from '../support/server-and-msw.ts';
import { adminUrl } from '../support/test-server.ts';
import { coverageCases, driveCoverageCases } from './coverage-cases.ts';

const mswOrigin = 'http://msw.pact.test';
const options = { seed: 5, count: 5, apiKeys: [coverageCases.apiKey], maxHangMs: 50 };
const names = { consumer: 'web-app', provider: 'animal-store' };

describe('the pact of a known set of exchanges', () => {
  let koa: ServerAndMsw['koa'];
  let store: ServerAndMsw['store'];
  let close: ServerAndMsw['close'];
  const served = async (query: string) =>
    expectJson<unknown>(await call(adminUrl(koa, `/pact?consumer=web-app&provider=animal-store${query}`)));

  beforeAll(async () => {
    ({ koa, store, close } = await startServerAndMsw(options, mswOrigin));
    await driveCoverageCases(new URL(koa.url).origin, koa.controls, sendCase);
    await driveCoverageCases(mswOrigin, store, sendCase);
  });

  afterAll(() => close());

  it('is the same written by the server and by MSW, in V3, in V4 and with injected answers', async () => {
    const v3 = (await served('')) as PactV3;
    expect(v3).toEqual(store.pact(names));
    expect(await served('&spec=4')).toEqual(store.pact({ ...names, spec: 4 }));
    expect(await served('&includeInjected=true')).toEqual(store.pact({ ...names, includeInjected: true }));
    // What the exchanges give: the plain ones the API answered itself, each once; nothing injected, no unknown path.
    expect(v3.interactions.map(({ description }) => description)).toEqual([
      'list pets → 200',
      'list pets, limit 0 → 400',
      'list pets without credentials → 401',
      'get pet 1 → 200',
      'get pet 999999 → 404',
      'create pet {"name":"Counted","categoryId":1} → 201',
      'create pet {} → 400',
    ]);
  });
});
