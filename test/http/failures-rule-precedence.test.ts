import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMock, fetchHandler, type Mock } from '../../core/internal.ts';
import { repoRoot } from '../support/child-server.ts';

// One test per row of docs/scenarios-and-failures.md's "How rules combine" table, in its order.

const key = 'precedence-key';
const authorized = { authorization: `Bearer ${key}` };

async function mockWith(rules: object[]): Promise<Mock> {
  const mock = await createMock({ seed: 1, count: 5, apiKeys: [key] });
  mock.controls.failures.add(rules);
  return mock;
}

const send = (mock: Mock, path: string, headers: Record<string, string> = authorized) =>
  fetchHandler(mock.app)(new Request(`http://127.0.0.1/v1${path}`, { headers }));

const matched = (mock: Mock) => mock.controls.failures.list().map(({ id, matched: count }) => [id, count]);
/** The latency the last request was given, from its explanation: the sum of what each firing rule added. */
async function lastLatency(mock: Mock): Promise<number> {
  const explained = await fetchHandler(mock.admin)(
    new Request(`http://127.0.0.1/__admin/requests/${mock.controls.journal.newestId()}/explain`),
  );
  const { decisions } = (await explained.json()) as { decisions: { kind: string; latencyMs?: number }[] };
  return decisions.filter(({ kind }) => kind === 'failure').reduce((sum, { latencyMs = 0 }) => sum + latencyMs, 0);
}

describe('how the failure rules, Prefer and the clock combine', () => {
  it('is written down in one table with a row per test below', () => {
    const page = readFileSync(join(repoRoot, 'docs/scenarios-and-failures.md'), 'utf8');
    const table =
      /### How rules combine\n[\s\S]*?\n\| # \| Step \| What it does \|\n\|---\|---\|---\|\n((?:\|.*\n)+)/.exec(page);
    expect(table, 'docs/scenarios-and-failures.md has a "How rules combine" table').not.toBeNull();
    expect(
      table![1]!
        .trim()
        .split('\n')
        .map((row) => Number(row.split('|')[1])),
    ).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('1. auth comes first: a request without a key gets its 401, and no rule sees it', async () => {
    const mock = await mockWith([{ id: 'down', operationId: 'listPets', status: 503 }]);
    expect((await send(mock, '/pets', {})).status).toBe(401);
    expect(matched(mock)).toEqual([['down', 0]]);
  });

  it('2. Prefer: code= or fault= answers before the rules in force, which are then not matched', async () => {
    const mock = await mockWith([
      { id: 'slow', operationId: 'listPets', latency: 5 },
      { id: 'down', operationId: 'listPets', status: 500 },
    ]);
    expect((await send(mock, '/pets', { ...authorized, prefer: 'code=503' })).status).toBe(503);
    expect(await lastLatency(mock)).toBe(0);
    expect(matched(mock)).toEqual([
      ['slow', 0],
      ['down', 0],
    ]);
  });

  it('3. Prefer: delay= adds its delay, then the rules in force still apply', async () => {
    const mock = await mockWith([
      { id: 'slow', operationId: 'listPets', latency: 5 },
      { id: 'down', operationId: 'listPets', status: 500 },
    ]);
    expect((await send(mock, '/pets', { ...authorized, prefer: 'delay=3' })).status).toBe(500);
    expect(await lastLatency(mock)).toBe(8);
  });

  it('4. rules are tried in the order they were added, and their latencies add up', async () => {
    const mock = await mockWith([
      { id: 'a', operationId: 'listPets', latency: 3 },
      { id: 'b', path: '/v1/pets', latency: 4 },
    ]);
    expect((await send(mock, '/pets')).status).toBe(200);
    expect(await lastLatency(mock)).toBe(7);
    expect(matched(mock)).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
  });

  it('5. the first error or fault decides the answer: the rules after it are not matched', async () => {
    const mock = await mockWith([
      { id: 'down', operationId: 'listPets', status: 503 },
      { id: 'slow', operationId: 'listPets', latency: 5 },
    ]);
    expect((await send(mock, '/pets')).status).toBe(503);
    expect(matched(mock)).toEqual([
      ['down', 1],
      ['slow', 0],
    ]);
    const faulty = await mockWith([
      { id: 'reset', operationId: 'listPets', fault: 'reset' },
      { id: 'down', operationId: 'listPets', status: 503 },
    ]);
    expect((await send(faulty, '/pets')).status).not.toBe(503);
    expect(faulty.controls.journal.list().at(-1)!.fault).toBe('reset');
    expect(matched(faulty)).toEqual([
      ['reset', 1],
      ['down', 0],
    ]);
  });

  it('6. a rate limit under its limit adds its headers and lets the next rules apply; over it, its 429 decides', async () => {
    const mock = await mockWith([
      { id: 'limit', rateLimit: { limit: 1, windowMs: 60_000 } },
      { id: 'slow', operationId: 'listPets', latency: 2 },
    ]);
    const first = await send(mock, '/pets');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('0');
    expect(await lastLatency(mock)).toBe(2);
    expect((await send(mock, '/pets')).status).toBe(429);
    expect(matched(mock)).toEqual([
      ['limit', 2],
      ['slow', 1],
    ]);
  });

  it("7. the clock's 410 comes after the rules: a rule's error wins over it, a rule's latency is added to it", async () => {
    const mock = await mockWith([
      { id: 'down', operationId: 'getPet', status: 503, times: 1 },
      { id: 'slow', operationId: 'getPet', latency: 2 },
    ]);
    mock.controls.clock.set(new Date('2031-01-01T00:00:00Z'));
    expect((await send(mock, '/pets/1')).status).toBe(503);
    const gone = await send(mock, '/pets/1');
    expect(gone.status).toBe(410);
    expect(await lastLatency(mock)).toBe(2);
  });
});
