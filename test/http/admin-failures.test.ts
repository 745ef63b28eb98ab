import { describe, expect, it } from 'vitest';
import { attempt, call, expectFetchError } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth, sendJson } from '../support/requests.ts';
import { adminUrl } from '../support/test-server.ts';
import { adminCall, useServers, type TestServer } from '../support/failure-servers.ts';

/** Rules added and removed at run time through GET/POST/DELETE /__admin/failures. */

const servers = useServers();

const listStatus = async (server: TestServer) => {
  const response = await call(`${server.url}/pets?limit=1`, { headers: auth() });
  await response.arrayBuffer();
  return response.status;
};

describe('POST /__admin/failures', () => {
  it('adds a rule (201, with a generated id and zeroed counters); it fires at once', async () => {
    const server = await servers.start();
    expect(await listStatus(server)).toBe(200);
    const added = await adminCall(server, 'POST', '/failures', { operationId: 'listPets', status: 503 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ operationId: 'listPets', status: 503, matched: 0, fired: 0, left: null });
    expect(typeof added.body.id).toBe('string');
    expect(added.body.id.length).toBeGreaterThan(0);
    expect(await listStatus(server)).toBe(503);
  });

  it('keeps a given id, and takes a list (201 with every rule)', async () => {
    const server = await servers.start();
    const added = await adminCall(server, 'POST', '/failures', [
      { id: 'slow-list', operationId: 'listPets', latency: 10 },
      { id: 'drop-get', operationId: 'getPet', fault: 'reset' },
    ]);
    expect(added.status).toBe(201);
    expect(added.body.map((rule: { id: string }) => rule.id)).toEqual(['slow-list', 'drop-get']);
    expect(expectFetchError(await attempt(`${server.url}/pets/1`, { headers: auth() })).cause?.code).toBe('ECONNRESET');
  });

  it('every rule posted without an id gets a distinct id, even after rules with ids like "rule-2"', async () => {
    const server = await servers.start();
    const ids: string[] = [];
    for (const body of [
      { status: 500 },
      { id: 'rule-2', status: 501 },
      { id: 'rule-3', status: 502 },
      { status: 503 },
      { status: 504 },
    ]) {
      const added = await adminCall(server, 'POST', '/failures', body);
      expect(added.status, `POST ${JSON.stringify(body)} -> ${JSON.stringify(added.body)}`).toBe(201);
      ids.push(added.body.id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    { label: 'two effects (status and fault)', rule: { operationId: 'listPets', status: 503, fault: 'reset' } },
    { label: 'two effects (fault and rateLimit)', rule: { fault: 'empty', rateLimit: { limit: 1, windowMs: 1000 } } },
    { label: 'status 200', rule: { status: 200 } },
    { label: 'status 600', rule: { status: 600 } },
    { label: 'an unknown field', rule: { status: 503, explode: true } },
    { label: 'no effect at all', rule: { operationId: 'listPets' } },
    { label: 'an unknown fault', rule: { fault: 'explode' } },
    { label: 'probability above 1', rule: { status: 500, probability: 1.5 } },
    { label: 'times 0', rule: { status: 500, times: 0 } },
    { label: 'a path not starting with /', rule: { path: 'v1/pets', status: 500 } },
    { label: 'not an object', rule: 'listPets:503' },
    { label: 'an operationId that names no operation', rule: { operationId: 'listPet', status: 503 } },
  ])('rejects $label: 400 invalid_rule with a message, and adds nothing', async ({ rule }) => {
    const server = await servers.start();
    const body = await expectError(await sendJson(adminUrl(server, '/failures'), 'POST', rule), 400, 'invalid_rule');
    expect(body.message.length).toBeGreaterThan(10);
    expect((await adminCall(server, 'GET', '/failures')).body).toEqual([]);
    expect(await listStatus(server)).toBe(200);
  });

  it('names the operation a mistyped operationId meant, and the known ones', async () => {
    const server = await servers.start();
    const rule = { operationId: 'listPet', status: 503 };
    const body = await expectError(await sendJson(adminUrl(server, '/failures'), 'POST', rule), 400, 'invalid_rule');
    expect(body.message).toMatch(
      /"listPet" names no operation \(did you mean listPets\?\); known: listPets, createPet/,
    );
  });

  it('a body that is not JSON: 400 and nothing added', async () => {
    const server = await servers.start();
    const response = await call(adminUrl(server, '/failures'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"status": 503',
    });
    await expectError(response, 400);
    expect((await adminCall(server, 'GET', '/failures')).body).toEqual([]);
  });

  it('one bad rule in a list: 400 and none of the list is added', async () => {
    const server = await servers.start();
    await expectError(
      await sendJson(adminUrl(server, '/failures'), 'POST', [{ id: 'good', status: 503 }, { status: 200 }]),
      400,
      'invalid_rule',
    );
    expect((await adminCall(server, 'GET', '/failures')).body).toEqual([]);
  });

  it('a duplicate id gets 409 rule_exists; the first rule stays as it was', async () => {
    const server = await servers.start();
    expect((await adminCall(server, 'POST', '/failures', { id: 'dup', status: 503 })).status).toBe(201);
    const again = await sendJson(adminUrl(server, '/failures'), 'POST', { id: 'dup', status: 500 });
    await expectError(again, 409, 'rule_exists', ['dup']);
    const rules = (await adminCall(server, 'GET', '/failures')).body;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ id: 'dup', status: 503 });
  });

  it('a duplicate id within one posted list is refused (409 rule_exists or 400 invalid_rule, never a 500) and adds nothing', async () => {
    const server = await servers.start();
    const response = await sendJson(adminUrl(server, '/failures'), 'POST', [
      { id: 'twin', status: 503 },
      { id: 'twin', status: 500 },
    ]);
    expect([409, 400]).toContain(response.status);
    await expectError(response, response.status, response.status === 409 ? 'rule_exists' : 'invalid_rule', ['twin']);
    expect((await adminCall(server, 'GET', '/failures')).body).toEqual([]);
  });
});

describe('GET /__admin/failures', () => {
  it('lists the rules in force with matched / fired / left counters', async () => {
    const server = await servers.start({ failures: [{ id: 'from-config', operationId: 'getPet', latency: 1 }] });
    await adminCall(server, 'POST', '/failures', { id: 'two-503s', operationId: 'listPets', status: 503, times: 2 });
    await adminCall(server, 'POST', '/failures', { id: 'skip-one', operationId: 'listPets', status: 500, after: 1 });
    const seen = [];
    for (let index = 0; index < 4; index++) seen.push(await listStatus(server));
    // #1 and #2: two-503s fires (skip-one is not reached); #3: two-503s is spent, skip-one (its 1st match) skips; #4: skip-one fires.
    expect(seen).toEqual([503, 503, 200, 500]);

    const { status, body } = await adminCall(server, 'GET', '/failures');
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 'from-config', operationId: 'getPet', latency: 1, matched: 0, fired: 0, left: null },
      { id: 'two-503s', operationId: 'listPets', status: 503, times: 2, matched: 4, fired: 2, left: 0 },
      { id: 'skip-one', operationId: 'listPets', status: 500, after: 1, matched: 2, fired: 1, left: null },
    ]);
  });
});

describe('DELETE /__admin/failures[/:id]', () => {
  it('DELETE /__admin/failures/:id removes that rule (200 with it); then requests pass', async () => {
    const server = await servers.start();
    await adminCall(server, 'POST', '/failures', { id: 'gone-soon', operationId: 'listPets', status: 503 });
    await adminCall(server, 'POST', '/failures', { id: 'stays', operationId: 'getPet', status: 500 });
    expect(await listStatus(server)).toBe(503);
    const removed = await adminCall(server, 'DELETE', '/failures/gone-soon');
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id: 'gone-soon', status: 503 });
    expect(await listStatus(server)).toBe(200);
    expect((await adminCall(server, 'GET', '/failures')).body.map((rule: { id: string }) => rule.id)).toEqual([
      'stays',
    ]);
  });

  it('an id with spaces and slashes can be removed, URL-encoded', async () => {
    const server = await servers.start();
    await adminCall(server, 'POST', '/failures', { id: 'odd id/with slash', status: 503 });
    const removed = await adminCall(server, 'DELETE', `/failures/${encodeURIComponent('odd id/with slash')}`);
    expect(removed.status).toBe(200);
    expect(await listStatus(server)).toBe(200);
  });

  it('an unknown id: 404 not_found', async () => {
    const server = await servers.start();
    await expectError(await sendJson(adminUrl(server, '/failures/no-such-rule'), 'DELETE'), 404, 'not_found');
  });

  it('DELETE /__admin/failures removes all (config rules too); requests pass', async () => {
    const server = await servers.start({ failures: [{ id: 'cfg', status: 502 }] });
    await adminCall(server, 'POST', '/failures', [{ status: 503 }, { fault: 'reset' }]);
    expect(await listStatus(server)).toBe(502);
    const cleared = await adminCall(server, 'DELETE', '/failures');
    expect(cleared).toEqual({ status: 200, body: { removed: 3 } });
    expect((await adminCall(server, 'GET', '/failures')).body).toEqual([]);
    expect(await listStatus(server)).toBe(200);
  });
});
