import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PactV3 } from '../../core/reports/pact-types.ts';
import { sandboxHeader } from '../../core/admin/sandbox-dispatch.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { auth, sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

describe('GET /__admin/pact', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ seed: 3, count: 10 });
  });
  afterAll(() => server.close());

  it('refuses a query it cannot write a pact for, with a 400 Error body naming the parameter', async () => {
    await expectError(await call(adminUrl(server, '/pact?spec=5')), 400, 'invalid_query', ['spec']);
    await expectError(await call(adminUrl(server, '/pact?spec=2')), 400, 'invalid_query', ['spec']);
    await expectError(await call(adminUrl(server, '/pact?includeInjected=yes')), 400, 'invalid_query', [
      'includeInjected',
    ]);
    await expectError(await call(adminUrl(server, '/pact?consumer=')), 400, 'invalid_query', ['consumer']);
  });

  it('writes each sandbox its own pact, read with the header or ?sandbox=', async () => {
    await sendJson(adminUrl(server, '/sandboxes'), 'POST', { name: 'pact-a' });
    await call(`${server.url}/pets/2`, { headers: auth({ [sandboxHeader]: 'pact-a' }) });
    await call(`${server.url}/pets/3`, { headers: auth() });
    const bySandbox = await expectJson<PactV3>(await call(adminUrl(server, '/pact?consumer=web-app&sandbox=pact-a')));
    const byHeader = await expectJson<PactV3>(
      await call(adminUrl(server, '/pact?consumer=web-app'), { headers: { [sandboxHeader]: 'pact-a' } }),
    );
    const main = await expectJson<PactV3>(await call(adminUrl(server, '/pact')));
    expect(bySandbox).toEqual(byHeader);
    expect(bySandbox.interactions.map(({ description }) => description)).toEqual(['get pet 2 → 200']);
    expect(bySandbox.consumer).toEqual({ name: 'web-app' });
    expect(main.interactions.map(({ description }) => description)).toEqual(['get pet 3 → 200']);
    expect(main).toMatchObject({ consumer: { name: 'consumer' }, provider: { name: 'animal-store' } });
  });
});
