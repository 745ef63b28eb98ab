import { describe, expect, it } from 'vitest';
import type { FailureRule } from '../../core/internal.ts';
import { attempt, call, expectFetchError, expectResponse, guardMs } from '../support/bounded-fetch.ts';
import { rawExchange } from '../support/raw-exchange.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { waitFor } from '../support/wait-for.ts';
import { newPet, rawGet, readChunks, useServers } from '../support/failure-servers.ts';

/** Each network fault as a client on a real socket sees it. */

const servers = useServers();

/** The requests a fault is tried on: reads and a write with a body. */
const requests: { label: string; operationId: string; path: string; init: () => RequestInit }[] = [
  {
    label: 'GET /v1/pets (listPets)',
    operationId: 'listPets',
    path: '/pets?limit=3',
    init: () => ({ headers: auth() }),
  },
  { label: 'GET /v1/pets/1 (getPet)', operationId: 'getPet', path: '/pets/1', init: () => ({ headers: auth() }) },
  { label: 'POST /v1/pets (createPet)', operationId: 'createPet', path: '/pets', init: () => jsonPost(newPet) },
];

describe('reset: the client fails at once with ECONNRESET', () => {
  it.each(requests)('$label', async ({ operationId, path, init }) => {
    // The default max hang (60 s) is in force: if reset were a hang, the guard would catch it.
    const server = await servers.start({ failures: [{ operationId, fault: 'reset' }] });
    const error = expectFetchError(await attempt(`${server.url}${path}`, init()));
    expect(error.cause?.code, `cause: ${error.cause?.message}`).toBe('ECONNRESET');
  });

  it('a raw socket gets an RST and not a single byte', async () => {
    const server = await servers.start({ failures: [{ fault: 'reset' }] });
    const exchange = await rawExchange(server.port, rawGet('/v1/pets'));
    expect(exchange.ending).toBe('reset');
    expect(exchange.errorCode).toBe('ECONNRESET');
    expect(exchange.received.length).toBe(0);
  });

  it('the server stays usable: the next request (no rule) is answered', async () => {
    const server = await servers.start({ failures: [{ id: 'once', fault: 'reset', times: 1 }] });
    expectFetchError(await attempt(`${server.url}/pets`, { headers: auth() }));
    const response = await call(`${server.url}/pets?limit=1`, { headers: auth() });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});

describe('on a reused keep-alive connection, a fault still fails the request at once (and is not retried)', () => {
  it.each([
    { fault: 'reset', code: 'ECONNRESET' },
    { fault: 'empty', code: 'UND_ERR_SOCKET' },
  ])('Prefer: fault=$fault after a normal request', async ({ fault, code }) => {
    const server = await servers.start();
    await (await call(`${server.url}/pets?limit=1`, { headers: auth() })).arrayBuffer();
    const error = expectFetchError(
      await attempt(`${server.url}/pets?limit=1`, { headers: auth({ prefer: `fault=${fault}` }) }),
    );
    expect(error.cause?.code).toBe(code);
    expect(server.controls.journal.list().map((entry) => entry.status)).toEqual([200, null]);
  });
});

describe('empty: the connection is closed with no response', () => {
  it.each(requests)('$label', async ({ operationId, path, init }) => {
    const server = await servers.start({ failures: [{ operationId, fault: 'empty' }] });
    const error = expectFetchError(await attempt(`${server.url}${path}`, init()));
    expect(error.cause?.code, `cause: ${error.cause?.message}`).toBe('UND_ERR_SOCKET');
    expect(error.cause?.message).toMatch(/other side closed/i);
  });

  it('a raw socket sees an orderly close (no RST) with zero bytes', async () => {
    const server = await servers.start({ failures: [{ fault: 'empty' }] });
    const exchange = await rawExchange(server.port, rawGet('/v1/pets'));
    expect(exchange.ending).toBe('closed');
    expect(exchange.received.length).toBe(0);
  });
});

describe('timeout: no response until the client gives up, bounded by the max hang', () => {
  it('with the default cap (60 s), a client that aborts after 300 ms gets its AbortError/TimeoutError, not an answer', async () => {
    const server = await servers.start({ failures: [{ id: 'hang', operationId: 'listPets', fault: 'timeout' }] });
    const outcome = await attempt(`${server.url}/pets`, { headers: auth(), signal: AbortSignal.timeout(300) });
    const error = expectFetchError(outcome);
    expect(['AbortError', 'TimeoutError']).toContain(error.name);
    expect(outcome.ms).toBeGreaterThanOrEqual(250);
    // Nothing leaks: the server lets go of the request once the client has gone (journal entry appears).
    const entry = await waitFor(
      () => server.controls.journal.list().find((candidate) => candidate.rules.includes('hang')),
      'the abandoned request reaches the journal',
      guardMs,
    );
    expect(entry.status).toBeNull();
  });

  it.each([
    { label: 'no durationMs: held for the cap, then dropped', rule: { fault: 'timeout' } satisfies FailureRule },
    {
      label: 'a durationMs beyond the cap is cut to the cap',
      rule: { fault: 'timeout', durationMs: 30_000 } satisfies FailureRule,
    },
  ])('with maxHangMs 300, $label (socket closed, no response)', async ({ rule }) => {
    const server = await servers.start({ maxHangMs: 300, failures: [rule] });
    const outcome = await attempt(`${server.url}/pets`, { headers: auth() });
    const error = expectFetchError(outcome);
    expect(error.cause?.code, `cause: ${error.cause?.message}`).toBe('UND_ERR_SOCKET');
    expect(outcome.ms, 'it did hold the request first').toBeGreaterThanOrEqual(250);
  });

  it('a raw socket receives nothing while held, then the server closes it by itself', async () => {
    const server = await servers.start({ maxHangMs: 300, failures: [{ fault: 'timeout' }] });
    const exchange = await rawExchange(server.port, rawGet('/v1/pets'));
    expect(exchange.ending).not.toBe('hung');
    expect(exchange.received.length).toBe(0);
    expect(exchange.ms).toBeGreaterThanOrEqual(250);
  });

  it('a durationMs below the cap holds for that long', async () => {
    const server = await servers.start({ failures: [{ fault: 'timeout', durationMs: 200 }] });
    const outcome = await attempt(`${server.url}/pets`, { headers: auth() });
    expect(expectFetchError(outcome).cause?.code).toBe('UND_ERR_SOCKET');
    expect(outcome.ms).toBeGreaterThanOrEqual(180);
  });
});

describe('malformed: a 2xx whose body is truncated JSON', () => {
  it.each([
    { label: 'listPets', operationId: 'listPets', path: '/pets?limit=5', status: 200 },
    { label: 'getPet', operationId: 'getPet', path: '/pets/1', status: 200 },
  ])(
    '$label: status $status, the body does not parse and is a strict prefix of the real one',
    async ({ operationId, path, status }) => {
      const server = await servers.start({ failures: [{ id: 'broken', operationId, fault: 'malformed' }] });
      const broken = await call(`${server.url}${path}`, { headers: auth() });
      expect(broken.status).toBe(status);
      const text = await broken.text();
      expect(() => JSON.parse(text)).toThrow(SyntaxError);

      server.controls.failures.clear();
      const real = await (await call(`${server.url}${path}`, { headers: auth() })).text();
      expect(() => JSON.parse(real)).not.toThrow();
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThan(real.length);
      expect(real.startsWith(text)).toBe(true);
    },
  );

  it('createPet: a 2xx whose body does not parse', async () => {
    const server = await servers.start({ failures: [{ operationId: 'createPet', fault: 'malformed' }] });
    const response = await call(`${server.url}/pets`, jsonPost(newPet));
    expect(response.status).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });
});

describe('slow-body: headers at once, then the body dribbled over time', () => {
  it.each([
    { label: 'listPets, 600 ms', operationId: 'listPets', path: '/pets?limit=20', durationMs: 600 },
    { label: 'getPet, 400 ms', operationId: 'getPet', path: '/pets/2', durationMs: 400 },
  ])(
    '$label: fetch resolves, then several chunks arrive, ending in complete valid JSON',
    async ({ operationId, path, durationMs }) => {
      const server = await servers.start({ failures: [{ operationId, fault: 'slow-body', durationMs }] });
      const outcome = await attempt(`${server.url}${path}`, { headers: auth() });
      const response = expectResponse(outcome);
      const headersAt = performance.now();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);

      const body = await readChunks(response);
      const bodyTook = performance.now() - headersAt;
      expect(body.complete, 'the body finished within the guard').toBe(true);
      expect(body.chunks).toBeGreaterThan(1);
      // Headers came well before the body was done: most of the dribble happened after fetch resolved.
      expect(bodyTook).toBeGreaterThanOrEqual(durationMs * 0.4);

      server.controls.failures.clear();
      const real = await (await call(`${server.url}${path}`, { headers: auth() })).json();
      expect(JSON.parse(body.text)).toEqual(real);
    },
  );
});

describe('slow-body: the headers do not wait for the dribble', () => {
  it('with a 60 s slow body, the headers arrive (fetch resolves) within the 5 s guard; cancelling the body frees the server', async () => {
    const server = await servers.start({
      failures: [{ id: 'dribble', operationId: 'listPets', fault: 'slow-body', durationMs: 60_000 }],
    });
    const outcome = await attempt(`${server.url}/pets?limit=20`, { headers: auth() });
    const response = expectResponse(outcome);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.cancel();
    // The server lets the request go once the client hangs up (close() in afterEach would wait otherwise).
    const entry = await waitFor(
      () => server.controls.journal.list().find((candidate) => candidate.rules.includes('dribble')),
      'the slow request is journaled',
      guardMs,
    );
    expect(entry.status).toBe(200);
  });
});
