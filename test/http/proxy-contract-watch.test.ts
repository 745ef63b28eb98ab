import { afterEach, describe, expect, it } from 'vitest';
import type { ContractReport } from '../../core/internal.ts';
import { adminCall } from '../support/failure-servers.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';
import { startViolatingUpstream, violatingAnswers } from '../support/violating-upstream.ts';

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((server) => server.close()));
});

async function proxyInFront(strictContract: boolean) {
  const upstream = await startViolatingUpstream();
  const proxy = await startTestServer({ proxy: { upstream: upstream.url, strictContract } });
  opened.push(upstream, proxy);
  return proxy;
}

/** Each request, what it breaks (JSON path and rule), as the watch must tell it. */
const cases = [
  {
    name: 'a string id',
    path: '/pets?limit=1',
    init: () => ({ headers: auth() }),
    violations: [{ kind: 'body', path: '$.body[0].id', rule: 'must be an integer' }],
  },
  {
    name: 'a missing field',
    path: '/pets/2',
    init: () => ({ headers: auth() }),
    violations: [{ kind: 'body', path: '$.body.categoryId', rule: 'is required' }],
  },
  {
    name: 'a 500 with an HTML body',
    path: '/pets?status=sold',
    init: () => ({ headers: auth() }),
    // A 500 is one of listPets' `default` answers; its body must still be an Error in JSON.
    violations: [
      { kind: 'content-type', path: '$.headers["content-type"]', rule: 'must be application/json, got "text/html"' },
    ],
  },
  {
    name: 'a 201 without Location',
    path: '/pets',
    init: () => jsonPost({ name: 'Rex', categoryId: 1 }),
    violations: [{ kind: 'header', path: '$.headers.location', rule: 'is required: the spec declares it for 201' }],
  },
  {
    name: 'an Error body whose status is not the HTTP status',
    path: '/pets/4',
    init: () => ({ headers: auth() }),
    violations: [{ kind: 'body', path: '$.body.status', rule: 'must repeat the HTTP status 404, got 400' }],
  },
  {
    name: 'a status the spec does not list',
    path: '/pets/3',
    init: () => ({ headers: auth() }),
    violations: [
      {
        kind: 'status',
        path: '$.status',
        rule: expect.stringMatching(
          /^418 is not listed for getPet \(200, 400, 401, 404, 410, 429, default\).*code "teapot"/,
        ),
      },
    ],
  },
];

describe('contract watch: every upstream answer is checked against spec/openapi.yaml', () => {
  it('watching: the answer goes through as it is; the journal, the counters and the log (once per operation and kind) say what broke', async () => {
    const proxy = await proxyInFront(false);
    for (const { name, path, init, violations } of cases) {
      const response = await call(`${proxy.url}${path}`, init());
      const upstreamAnswer = violatingAnswers[`${(init() as RequestInit).method ?? 'GET'} /v1${path}`]!;
      expect(response.status, name).toBe(upstreamAnswer.status);
      expect(await response.text(), name).toBe(upstreamAnswer.body);
      expect(proxy.controls.journal.list().at(-1)!.upstream, name).toEqual({
        status: upstreamAnswer.status,
        durationMs: expect.any(Number),
        violations,
      });
    }
    // Kept once, and a repeat of a kind already logged is counted, not logged again.
    expect((await call(`${proxy.url}/pets/1`, { headers: auth() })).status).toBe(200);
    await call(`${proxy.url}/pets?limit=1`, { headers: auth() });

    const { status, body } = await adminCall(proxy, 'GET', '/contract');
    expect(status).toBe(200);
    const report = body as ContractReport;
    expect(report.proxy).toMatchObject({
      upstream: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/v1$/),
      only: null,
      strictContract: false,
      upstreamKey: false,
    });
    const byId = Object.fromEntries(report.operations.map((operation) => [operation.operationId, operation]));
    expect(byId.listPets).toMatchObject({ checked: 3, violations: 3 });
    expect(byId.getPet).toMatchObject({ checked: 4, violations: 3 });
    expect(byId.createPet).toMatchObject({ checked: 1, violations: 1 });
    expect(byId.listPets!.last.map(({ request, status: answered }) => `${request} ${answered}`)).toEqual([
      'GET /v1/pets?limit=1 200',
      'GET /v1/pets?status=sold 500',
      'GET /v1/pets?limit=1 200',
    ]);
    const logged = proxy.logs.filter((line) => line.startsWith('contract:'));
    expect(logged).toHaveLength(5);
    expect(
      logged.filter((line) => line.startsWith('contract: listPets') && line.includes('$.body[0].id')),
    ).toHaveLength(1);
  });

  it('strict: a violating answer becomes 502 contract_violation naming the path and the rule; a good one goes through', async () => {
    const proxy = await proxyInFront(true);
    for (const { name, path, init, violations } of cases) {
      const body = await expectError(await call(`${proxy.url}${path}`, init()), 502, 'contract_violation');
      const [first] = violations;
      expect(body.message, name).toContain(`at ${first!.path}: `);
      expect(body.message, name).toMatch(typeof first!.rule === 'string' ? first!.rule : /is not listed/);
    }
    const good = await call(`${proxy.url}/pets/1`, { headers: auth() });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ id: 1, name: 'Rex', categoryId: 1, status: 'sold' });
  });

  it('an upstream that keeps the contract (this mock) breaks nothing, errors included', async () => {
    const upstream = await startTestServer();
    const proxy = await startTestServer({ proxy: { upstream: upstream.url, strictContract: true } });
    opened.push(upstream, proxy);
    for (const path of ['/pets?limit=2', '/pets?limit=0', '/pets/1', '/pets/99999', '/pets/abc']) {
      const response = await call(`${proxy.url}${path}`, { headers: auth() });
      expect(response.status, path).not.toBe(502);
    }
    expect((await call(`${proxy.url}/pets`, jsonPost({ name: 'Kept', categoryId: 2 }))).status).toBe(201);
    expect((await call(`${proxy.url}/pets`, { headers: auth({ authorization: 'Bearer wrong' }) })).status).toBe(401);
    expect(proxy.controls.contract.report().operations.every(({ violations }) => violations === 0)).toBe(true);
  });
});
