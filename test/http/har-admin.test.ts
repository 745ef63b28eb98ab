import type { Har } from 'har-format';
import { describe, expect, it } from 'vitest';
import { harToScenario } from '../../core/reports/har-to-scenario.ts';
import { call } from '../support/bounded-fetch.ts';
import { auth, listPets, postJson } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { adminCall, useServers, type TestServer } from '../support/failure-servers.ts';
import { badHarInputs, chromeHar } from '../support/har-bad-inputs.ts';
import { harProblems } from '../support/har-schema.ts';

/** The journal as HAR, and a HAR's pets as the store. */

const servers = useServers();

async function exportedHar(server: TestServer, query = ''): Promise<Har> {
  const response = await call(adminUrl(server, `/requests.har${query}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Har;
}

/** The store, keys, rules and clock as a scenario, without the export's time stamp. */
async function state(server: TestServer): Promise<unknown> {
  const { body } = await adminCall(server, 'GET', '/db');
  return { ...body, description: undefined };
}

const postHar = (server: TestServer, body: BodyInit, query = ''): Promise<Response> =>
  call(adminUrl(server, `/scenario/from-har${query}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('GET /__admin/requests.har', () => {
  it('exports answers, injected errors and every fault as a HAR 1.2 document, the key masked', async () => {
    const server = await servers.start({
      failures: [
        { id: 'down', operationId: 'createPet', status: 503 },
        { id: 'drop', path: '/v1/pets/1', fault: 'reset' },
        { id: 'cut', path: '/v1/pets/2', fault: 'malformed' },
        { id: 'drip', path: '/v1/pets/3', fault: 'slow-body', durationMs: 10 },
      ],
    });
    await (await call(`${server.url}/pets?limit=2`, { headers: auth() })).text();
    await (await postJson(`${server.url}/pets`, { name: 'Nova', categoryId: 4 })).text();
    await call(`${server.url}/pets/1`, { headers: auth() }).catch(() => undefined);
    await (await call(`${server.url}/pets/2`, { headers: auth() })).text();
    await (await call(`${server.url}/pets/3`, { headers: auth() })).text();
    await (await call(`${server.url}/pets/999`, { headers: auth() })).text();

    const har = await exportedHar(server);
    expect(harProblems(har)).toEqual([]);
    expect(
      har.log.entries.map(({ request, response }) => [request.method, new URL(request.url).pathname, response.status]),
    ).toEqual([
      ['GET', '/v1/pets', 200],
      ['POST', '/v1/pets', 503],
      ['GET', '/v1/pets/1', 0],
      ['GET', '/v1/pets/2', 200],
      ['GET', '/v1/pets/3', 200],
      ['GET', '/v1/pets/999', 404],
    ]);
    const [list, create, dropped, cut, dripped] = har.log.entries as (Har['log']['entries'][number] & {
      response: { _error?: string; _fault?: string };
    })[];
    expect(list!.request.url).toBe(`${server.url}/pets?limit=2`);
    expect(JSON.parse(list!.response.content.text!)).toHaveLength(2);
    expect(create!.request.postData).toMatchObject({
      mimeType: 'application/json',
      text: '{"name":"Nova","categoryId":4}',
    });
    expect(dropped!.response).toMatchObject({ _error: 'net::ERR_CONNECTION_RESET', _fault: 'reset' });
    expect(cut!.response._fault).toBe('malformed');
    expect(dripped!.response._fault).toBe('slow-body');
    expect(list!.request.headers).toContainEqual({ name: 'authorization', value: 'Bearer [redacted]' });
    expect(JSON.stringify(har)).not.toContain('test-key');
  });

  it("exports a sandbox's journal only, named by the header or ?sandbox=", async () => {
    const server = await servers.start({ sandboxes: {} });
    await (await call(`${server.url}/pets/1`, { headers: auth({ 'animal-store-sandbox': 'worker-1' }) })).text();
    await (await call(`${server.url}/pets?limit=1`, { headers: auth() })).text();
    const sandboxed = await exportedHar(server, '?sandbox=worker-1');
    expect(sandboxed.log.entries.map(({ request }) => request.url)).toEqual([`${server.url}/pets/1`]);
    expect((await exportedHar(server)).log.entries.map(({ request }) => request.url)).toEqual([
      `${server.url}/pets?limit=1`,
    ]);
  });
});

describe('POST /__admin/scenario/from-har', () => {
  it('loads the pets a HAR holds and says what it read and skipped', async () => {
    const server = await servers.start();
    const expected = harToScenario(chromeHar);
    if (!expected.ok) throw new Error(expected.error.code);
    const response = await postHar(server, chromeHar, '?name=staging');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      name: 'staging',
      pets: expected.scenario.pets!.length,
      summary: expected.summary,
    });
    expect(await listPets(server.url)).toEqual(expected.scenario.pets);
    expect((await postJson(`${server.url}/pets`, { name: 'Next', categoryId: 1 })).headers.get('location')).toBe(
      `/v1/pets/${expected.scenario.nextId}`,
    );
    expect(
      await (await postHar(server, chromeHar, '?origin=https://staging-api.animal-store.example')).json(),
    ).toMatchObject({ pets: 4, summary: { otherOrigin: 1 } });
  });

  it('takes a HAR over the 1 MiB the other routes take, up to 10 MiB', async () => {
    const server = await servers.start();
    const har = JSON.parse(chromeHar);
    har.log.comment = 'x'.repeat(3 * 1024 * 1024);
    expect((await postHar(server, JSON.stringify(har))).status).toBe(200);
  });

  it.for(badHarInputs)('refuses %s with its code, changing nothing', async ([, input, code]) => {
    const server = await servers.start({ count: 3 });
    const before = await state(server);
    const response = await postHar(server, input);
    const body = await response.json();
    expect(body).toMatchObject({ code, status: code === 'har_too_large' ? 413 : 400 });
    expect(response.status).toBe(body.status);
    expect(body.message).toMatch(/^[^\n]+$/);
    expect(await state(server)).toEqual(before);
  });
});
