import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { createMock, fetchHandler, type Mock, type MockRequest, type Scenario } from '../../core/internal.ts';
import { readMarkdownPage } from '../support/markdown-page.ts';

// The decisions the API's layers record, read back in process (the server and MSW are compared in test/parity/explain.test.ts).

const key = 'explain-key';
const scenario: Scenario = {
  name: 'gaps',
  version: 1,
  description: 'pets 1 and 3; the next id is 10',
  pets: [
    { id: 1, name: 'One', categoryId: 1 },
    { id: 3, name: 'Three', categoryId: 1 },
  ],
  nextId: 10,
};

async function explainLast(mock: Mock, path: string, init: RequestInit = {}) {
  await fetchHandler(mock.app)(new Request(`http://127.0.0.1/v1${path}`, init))
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
  const response = await fetchHandler(mock.admin)(
    new Request(`http://127.0.0.1/__admin/requests/${mock.controls.journal.newestId()}/explain`),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; decisions: Record<string, unknown>[] };
}

const withKey = (extra: Record<string, string> = {}) => ({ headers: { authorization: `Bearer ${key}`, ...extra } });

describe('explain, read back from what the API recorded', () => {
  it('names the pet a read found, and records nothing else on the happy path', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    expect(await explainLast(mock, '/pets/1', withKey())).toEqual({
      id: 1,
      decisions: [{ kind: 'store', petId: 1, found: true }],
    });
    expect((await explainLast(mock, '/pets?limit=2', withKey())).decisions).toEqual([]);
  });

  it('says why a key was refused, and never shows the key', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    expect((await explainLast(mock, '/pets/1')).decisions).toEqual([{ kind: 'auth', refused: 'missing' }]);
    expect((await explainLast(mock, '/pets/1', { headers: { authorization: 'Token abc' } })).decisions).toEqual([
      { kind: 'auth', refused: 'malformed' },
    ]);
    const unknown = await explainLast(mock, '/pets/1', { headers: { authorization: 'Bearer not-the-secret-one' } });
    expect(unknown.decisions).toEqual([{ kind: 'auth', refused: 'unknown-key' }]);
    expect(JSON.stringify(unknown)).not.toContain('not-the-secret-one');
  });

  it('points at the query, path or body value that failed validation, with its keyword', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    expect((await explainLast(mock, '/pets?limit=1000', withKey())).decisions).toEqual([
      { kind: 'validation', in: 'query', pointer: '/limit', keyword: 'maximum' },
    ]);
    expect((await explainLast(mock, '/pets/abc', withKey())).decisions).toEqual([
      { kind: 'validation', in: 'path', pointer: '/petId', keyword: 'type' },
    ]);
    const post = { method: 'POST', headers: { ...withKey().headers, 'content-type': 'application/json' } };
    expect(
      (await explainLast(mock, '/pets', { ...post, body: JSON.stringify({ name: 'No category' }) })).decisions,
    ).toEqual([{ kind: 'validation', in: 'body', pointer: '/categoryId', keyword: 'required' }]);
    expect(
      (await explainLast(mock, '/pets', { ...post, body: JSON.stringify({ name: 7, categoryId: 1 }) })).decisions,
    ).toEqual([{ kind: 'validation', in: 'body', pointer: '/name', keyword: 'type' }]);
  });

  it('tells an id above the next one from one never created', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    expect((await explainLast(mock, '/pets/10', withKey())).decisions).toEqual([
      { kind: 'store', petId: 10, found: false, reason: 'above', nextId: 10 },
    ]);
    expect((await explainLast(mock, '/pets/2', withKey())).decisions).toEqual([
      { kind: 'store', petId: 2, found: false, reason: 'never-created', nextId: 10 },
    ]);
  });

  it('names the rule that fired, its definition and its count, and a Prefer header', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    mock.controls.failures.add([{ id: 'r2', operationId: 'getPet', status: 503, times: 2 }]);
    await explainLast(mock, '/pets/1', withKey());
    expect((await explainLast(mock, '/pets/1', withKey())).decisions).toEqual([
      {
        kind: 'failure',
        source: 'rule',
        rule: 'r2',
        definition: { operationId: 'getPet', status: 503, times: 2 },
        fired: 2,
        times: 2,
        latencyMs: 0,
        status: 503,
        fault: null,
      },
    ]);
    mock.controls.failures.clear();
    expect((await explainLast(mock, '/pets/1', withKey({ prefer: 'code=429' }))).decisions).toEqual([
      {
        kind: 'failure',
        source: 'prefer',
        rule: 'prefer',
        definition: { status: 429 },
        prefer: 'code=429',
        fired: 1,
        times: null,
        latencyMs: 0,
        status: 429,
        fault: null,
      },
    ]);
  });

  it("compares the mock's time with a sunset", async () => {
    const mock = await createMock({ scenario, apiKeys: [key], now: new Date('2031-01-01T00:00:00.000Z') });
    // The clock was set, and runs on from there.
    expect((await explainLast(mock, '/pets/1', withKey())).decisions).toEqual([
      {
        kind: 'clock',
        now: expect.stringMatching(/^2031-01-01T00:00:0\d\.\d{3}Z$/),
        sunset: '2030-12-05T00:00:00.000Z',
      },
    ]);
  });

  it('says whether a preflight and a browser request were granted their origin', async () => {
    const mock = await createMock({ scenario, apiKeys: [key] });
    const preflight = (origin: string) => ({
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect((await explainLast(mock, '/pets', preflight('http://localhost:5173'))).decisions).toEqual([
      { kind: 'cors', preflight: true, origin: 'http://localhost:5173', allowed: true },
    ]);
    expect((await explainLast(mock, '/pets', preflight('https://evil.example'))).decisions).toEqual([
      { kind: 'cors', preflight: true, origin: 'https://evil.example', allowed: false },
    ]);
    expect((await explainLast(mock, '/pets/1', withKey({ origin: 'http://localhost:3000' }))).decisions[0]).toEqual({
      kind: 'cors',
      preflight: false,
      origin: 'http://localhost:3000',
      allowed: true,
    });
  });

  it('goes with its journal entry: 404 once the ring has moved past it, or for an id never journaled', async () => {
    const mock = await createMock({ scenario, apiKeys: [key], journalSize: 2 });
    for (let i = 0; i < 3; i++) await explainLast(mock, '/pets/1', withKey());
    for (const id of ['1', '99', 'abc']) {
      const response = await fetchHandler(mock.admin)(new Request(`http://127.0.0.1/__admin/requests/${id}/explain`));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found', status: 404 });
    }
  });

  it('has nothing to explain for a request refused for its Host: it was never journaled', async () => {
    const mock = await createMock({ apiKeys: [key], allowedHosts: [] });
    const refused = await mock.app.handle({
      method: 'GET',
      path: '/v1/pets/1',
      query: '',
      origin: 'http://evil.example',
      body: null,
      headers: { host: 'evil.example', authorization: `Bearer ${key}` },
      signal: new AbortController().signal,
    });
    expect(refused.status).toBe(403);
    expect(mock.controls.journal.newestId()).toBe(0);
    expect((await fetchHandler(mock.admin)(new Request('http://127.0.0.1/__admin/requests/1/explain'))).status).toBe(
      404,
    );
  });

  it('prints what docs/explain.md quotes: the Host let in, the sandbox, the rule that fired its second time', async () => {
    const mock = await createMock({ apiKeys: [key], sandboxes: {}, allowedHosts: [] });
    try {
      const send = (method: string, body: string | null) =>
        mock.app.handle({
          method,
          path: '/v1/pets',
          query: '',
          origin: 'http://127.0.0.1:4010',
          body: body === null ? null : new TextEncoder().encode(body),
          headers: {
            host: '127.0.0.1:4010',
            authorization: `Bearer ${key}`,
            'animal-store-sandbox': 'w1',
            'content-type': 'application/json',
          },
          signal: new AbortController().signal,
        } satisfies MockRequest);
      const admin = (method: string, path: string, body?: unknown) =>
        fetchHandler(mock.admin)(
          new Request(`http://127.0.0.1/__admin${path}`, {
            method,
            headers: { 'animal-store-sandbox': 'w1', 'content-type': 'application/json' },
            ...(body !== undefined && { body: JSON.stringify(body) }),
          }),
        );
      expect((await send('GET', null)).status).toBe(200);
      expect(
        (await admin('POST', '/failures', { id: 'r2', operationId: 'createPet', status: 503, times: 2 })).status,
      ).toBe(201);
      for (let i = 0; i < 2; i++) expect((await send('POST', '{"name":"Rex","categoryId":1}')).status).toBe(503);
      const [quoted] = readMarkdownPage(
        readFileSync(new URL('../../docs/explain.md', import.meta.url), 'utf8'),
      ).codeBlocks;
      const [request, answer] = quoted!.split('\n');
      expect(request).toBe('GET /__admin/requests/3/explain');
      expect(await (await admin('GET', '/requests/3/explain')).text()).toBe(answer);
    } finally {
      await mock.close();
    }
  });

  it('prints what docs/explain.md quotes for a world that caught up before the answer', async () => {
    // The clock runs at real speed on a faked Date: three hours pass without a wait.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-01T00:00:00Z'));
    const sold: Scenario = {
      name: 'sold',
      version: 1,
      description: 'pet 1 available, pets 2 and 3 sold',
      pets: [
        { id: 1, name: 'One', categoryId: 1, status: 'available' },
        { id: 2, name: 'Two', categoryId: 1, status: 'sold' },
        { id: 3, name: 'Three', categoryId: 1, status: 'sold' },
      ],
    };
    const mock = await createMock({ scenario: sold, apiKeys: [key], world: { departures: { after: ['2h', '2h'] } } });
    try {
      vi.setSystemTime(new Date('2030-03-01T03:00:00Z'));
      const [, quoted] = readMarkdownPage(
        readFileSync(new URL('../../docs/explain.md', import.meta.url), 'utf8'),
      ).codeBlocks;
      const [request, answer] = quoted!.split('\n');
      expect(
        await fetchHandler(mock.app)(new Request('http://127.0.0.1/v1/pets/2', withKey())).then(
          (response) => response.status,
        ),
      ).toBe(404);
      expect(request).toBe('GET /__admin/requests/1/explain');
      expect(
        await (await fetchHandler(mock.admin)(new Request('http://127.0.0.1/__admin/requests/1/explain'))).text(),
      ).toBe(answer);
    } finally {
      await mock.close();
      vi.useRealTimers();
    }
  });

  it('forgets what departed when a scenario load puts other data in', async () => {
    const one = { id: 1, name: 'One', categoryId: 1, status: 'available' } as const;
    const sold: Scenario = {
      name: 'sold',
      version: 1,
      description: 'pet 2 sold; the next id is 5',
      pets: [one, { id: 2, name: 'Two', categoryId: 1, status: 'sold' }],
      nextId: 5,
    };
    const mock = await createMock({
      scenario: sold,
      apiKeys: [key],
      now: new Date('2030-03-01T00:00:00Z'),
      speed: 0,
      world: { departures: { after: ['1h', '1h'] } },
    });
    try {
      mock.controls.clock.advance('2h');
      expect((await explainLast(mock, '/pets/2', withKey())).decisions).toEqual([
        { kind: 'store', petId: 2, found: false, reason: 'departed', nextId: 5 },
      ]);
      await mock.controls.loadScenario({ ...sold, name: 'without-2', pets: [one] });
      expect((await explainLast(mock, '/pets/2', withKey())).decisions).toEqual([
        { kind: 'store', petId: 2, found: false, reason: 'never-created', nextId: 5 },
      ]);
      await mock.controls.reset();
      expect((await explainLast(mock, '/pets/2', withKey())).decisions).toEqual([
        { kind: 'store', petId: 2, found: true },
      ]);
    } finally {
      await mock.close();
    }
  });
});
