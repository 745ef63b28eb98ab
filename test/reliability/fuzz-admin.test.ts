import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { maskedQueryNames } from '../../core/exchange/secret-query.ts';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from '../process/harness.ts';
import { errorBodyProblems } from '../support/error-body.ts';
import { connectMcpHttp, type McpClient } from '../support/mcp-client.ts';
import { startTestServer } from '../support/test-server.ts';
import {
  acceptedSteps,
  adminStep,
  baseDate,
  describeStep,
  hostileSteps,
  mcpStep,
  type AdminStep,
  type McpStep,
} from './fuzz-admin-requests.ts';
import { fuzzKey, safeJson } from './fuzz-requests.ts';
import { reliabilitySeed } from './support.ts';

/**
 * Issue 41, fuzzing the control plane: the admin routes and MCP tools added after the first fuzz
 * tests (world, clock and advance, provider states, explain, resilience, undo), in sequences of
 * one to four steps from a frozen clock, on a server with a db file (so undo has backups). The
 * invariants of fuzz-http.test.ts: never a 5xx, an Error body for every 4xx (an error result for
 * a refused tool), nothing changed by a refused request or a read, nothing logged as a fault, and
 * the server answering afterwards. Replay with the seed printed.
 */

const hangGuardMs = 10_000;
type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let mcp: McpClient;
let folder: string;
const origin = () => server.url.replace(/\/v1$/, '');

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'animal-store-fuzz-admin-'));
  server = await startTestServer({ apiKeys: [fuzzKey], count: 30, db: join(folder, 'db.json') });
  mcp = await connectMcpHttp(`${origin()}/__admin/mcp`);
});
afterAll(async () => {
  await mcp?.close();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
}

async function send(base: string, { method, path, body, contentType }: AdminStep): Promise<Answer> {
  const response = await fetch(`${base}/__admin${path}`, {
    method,
    headers: contentType === undefined ? {} : { 'content-type': contentType },
    ...(body !== undefined && { body }),
    signal: AbortSignal.timeout(hangGuardMs),
  });
  return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text() };
}

async function readJson(base: string, path: string): Promise<unknown> {
  const answer = await send(base, { method: 'GET', path, body: undefined, contentType: undefined });
  if (answer.status !== 200) throw new Error(`GET /__admin${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return JSON.parse(answer.text);
}

/** What a request may change: the data, keys and rules (as a scenario), the clock and the world. */
async function observe(base: string): Promise<{ state: string; frozen: boolean }> {
  const clock = (await readJson(base, '/clock')) as { simulated: boolean; speed: number };
  const state = JSON.stringify([await readJson(base, '/db'), clock, await readJson(base, '/world')]);
  // A running clock moves the time (and a world with it) between two looks.
  return { state, frozen: clock.simulated && clock.speed === 0 };
}

async function baseline(base: string): Promise<void> {
  for (const step of [
    { method: 'POST', path: '/reset', body: undefined, contentType: undefined },
    {
      method: 'PUT',
      path: '/clock',
      body: JSON.stringify({ now: baseDate, speed: 0 }),
      contentType: 'application/json',
    },
  ]) {
    const answer = await send(base, step);
    if (answer.status !== 200)
      throw new Error(`baseline ${describeStep(step)}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  // A journal entry, for explain to find (ids count up from 1 over the whole run).
  const listed = await fetch(`${base}/v1/pets?limit=1`, {
    headers: { authorization: `Bearer ${fuzzKey}` },
    signal: AbortSignal.timeout(hangGuardMs),
  });
  await listed.arrayBuffer();
}

function answerProblems({ status, contentType, text }: Answer): string[] {
  if (status >= 500) return [`a ${status} answer: ${text.slice(0, 300)}`];
  if (status >= 400) return errorBodyProblems(status, contentType, withoutCounts(text));
  return [];
}

/** A `world_limit` Error body carries `needed` and `limit` besides code, message and status (spec/admin.openapi.yaml). */
function withoutCounts(text: string): string {
  const body = safeJson(text) as Record<string, unknown> | undefined;
  if (body?.code !== 'world_limit' || typeof body.needed !== 'number' || typeof body.limit !== 'number') return text;
  const { needed: _needed, limit: _limit, ...rest } = body;
  return JSON.stringify(rest);
}

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

/** One admin step's problems; `refused` when it changed nothing on purpose (a 4xx) or only read. */
async function adminProblems(step: AdminStep): Promise<string[]> {
  const before = await observe(origin());
  const logged = server.logs.length;
  let answer: Answer;
  try {
    answer = await send(origin(), step);
  } catch (error) {
    return [`no HTTP answer: ${(error as Error).message}`];
  }
  count(
    `${step.method} ${step.path.split('?')[0]!.replace(/^\/requests\/.*\/explain$/, '/requests/{id}/explain')} ${answer.status}`,
  );
  const problems = answerProblems(answer);
  if (server.logs.length > logged)
    problems.push(`the server logged: ${server.logs.slice(logged).join(' | ').slice(0, 500)}`);
  const unchanged = answer.status >= 400 || step.method === 'GET';
  if (unchanged && before.frozen && (await observe(origin())).state !== before.state)
    problems.push(`a ${answer.status} answer changed the mock`);
  return problems;
}

async function mcpProblems({ tool, args }: McpStep): Promise<string[]> {
  const before = await observe(origin());
  let refused: boolean;
  try {
    const result = (await mcp.callTool({ name: tool, arguments: args }, undefined, {
      timeout: hangGuardMs,
    })) as CallToolResult;
    refused = result.isError === true;
    const [first] = result.content;
    if (refused && !(first?.type === 'text' && first.text.trim() !== ''))
      return [`a tool error without a message: ${JSON.stringify(result).slice(0, 300)}`];
  } catch (error) {
    // Arguments the tool's schema refuses, or no such tool: a protocol refusal, not a fault.
    if (!(error instanceof McpError) || (error.code !== -32602 && error.code !== -32601))
      return [`the call failed: ${(error as Error).message.slice(0, 300)}`];
    refused = true;
  }
  count(`mcp ${tool} ${refused ? 'refused' : 'ok'}`);
  if (refused && before.frozen && (await observe(origin())).state !== before.state)
    return ['a refused tool call changed the mock'];
  return [];
}

async function stillAnswers(base: string): Promise<void> {
  for (const path of ['/__admin/health', '/__admin/clock', '/__admin/world']) {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(hangGuardMs) });
    expect(response.status, path).toBe(200);
  }
  const pets = await fetch(`${base}/v1/pets?limit=3`, {
    headers: { authorization: `Bearer ${fuzzKey}` },
    signal: AbortSignal.timeout(hangGuardMs),
  });
  expect(pets.status).toBeLessThan(500);
}

type Step = { admin: AdminStep } | { mcp: McpStep };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: adminStep.map((admin) => ({ admin })) },
  { weight: 1, arbitrary: mcpStep.map((call) => ({ mcp: call })) },
);

describe('fuzzing the control plane', () => {
  it('answers the world, clock, pact state, explain, resilience, undo and MCP tools without a 5xx, and refusals change nothing', async () => {
    const seed = reliabilitySeed();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
        await baseline(origin());
        for (const [index, each] of steps.entries()) {
          const problems = 'admin' in each ? await adminProblems(each.admin) : await mcpProblems(each.mcp);
          if (problems.length > 0) {
            const shown = steps.map((other) =>
              'admin' in other
                ? describeStep(other.admin)
                : `mcp ${other.mcp.tool} ${JSON.stringify(other.mcp.args).slice(0, 200)}`,
            );
            throw new Error(`${problems.join('; ')}\n  at step ${index + 1} of:\n    ${shown.join('\n    ')}`);
          }
        }
      }),
      {
        numRuns: 150,
        seed,
        interruptAfterTimeLimit: 15_000,
        markInterruptAsFailure: false,
        examples: [[acceptedSteps]],
      },
    );
    console.info(`fuzz-admin, seed ${seed}: ${JSON.stringify([...statuses].sort())}`);
    // The fuzz reached both sides of the routes it is for.
    const reached = [...statuses.keys()].join('\n');
    for (const seen of [
      /PUT \/world 200/,
      /PUT \/world 400/,
      /POST \/clock\/advance 200/,
      /POST \/clock\/advance 400/,
      /POST \/pact\/state 200/,
      /POST \/pact\/state 400/,
      /explain 200/,
      /explain 40\d/,
      /GET \/resilience 200/,
      /GET \/resilience 400/,
      /POST \/scenario\/undo 200/,
      /mcp set_world ok/,
      /mcp \w+ refused/,
    ]) {
      expect(reached).toMatch(seen);
    }
    await stillAnswers(origin());
  }, 90_000);
});

describe('the control plane under hostile magnitudes (issue 41, points 1, 2, 3 and 6)', () => {
  const harness = new Harness();
  afterEach(() => harness.cleanup());

  // In a process of its own: a move that blocks the server must not block this test's timers.
  it.for(hostileSteps)(
    '$what: answered without a 5xx, and the server answers afterwards',
    { timeout: 60_000 },
    async ({ steps }) => {
      const child = await harness.start(['--port', '0', '--in-memory', '--quiet', '--scenario', 'empty']);
      const base = child.url.replace(/\/v1$/, '');
      await baseline(base);
      for (const each of steps) {
        const before = await observe(base);
        const answer = await send(base, each);
        expect(answerProblems(answer), describeStep(each)).toEqual([]);
        if (answer.status >= 400) expect((await observe(base)).state, describeStep(each)).toBe(before.state);
        await stillAnswers(base);
      }
      // Ids stay unique whatever a state set: two creates get two ids, or an Error.
      const created = [];
      for (const name of ['First', 'Second']) {
        const response = await fetch(`${base}/v1/pets`, {
          method: 'POST',
          headers: { authorization: 'Bearer any', 'content-type': 'application/json' },
          body: JSON.stringify({ name, categoryId: 1 }),
          signal: AbortSignal.timeout(hangGuardMs),
        });
        const text = await response.text();
        expect(
          answerProblems({ status: response.status, contentType: response.headers.get('content-type'), text }),
        ).toEqual([]);
        if (response.status === 201) created.push((JSON.parse(text) as { id: number }).id);
      }
      expect(new Set(created).size).toBe(created.length);
    },
  );
});

describe('the control plane under concurrent undos and secret query names (issue 52)', () => {
  it('n loads then n + k parallel undos give n answers 200 and k 409, and a secret query value is never kept', async () => {
    const seed = reliabilitySeed();
    const secretName = fc
      .constantFrom(...maskedQueryNames, 'refresh_token', 'client_secret')
      .chain((name) =>
        fc.constant(name).map((lower) => [...lower].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')),
      );
    const secretValue = fc.stringMatching(/^[A-Za-z0-9]{12,20}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        secretName,
        secretValue,
        async (loads, extra, name, value) => {
          const dir = await mkdtemp(join(tmpdir(), 'animal-store-fuzz-undo-'));
          const own = await startTestServer({ apiKeys: [fuzzKey], count: 5, db: join(dir, 'db.json') });
          try {
            const admin = own.url.replace(/\/v1$/, '/__admin');
            const post = (path: string, body?: unknown) =>
              fetch(`${admin}${path}`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body ?? {}),
              });
            const before = await (await fetch(`${admin}/db`)).json();
            for (let i = 0; i < loads; i++) expect((await post('/scenario', { name: 'sold-out' })).status).toBe(200);
            const statuses = (
              await Promise.all(Array.from({ length: loads + extra }, () => post('/scenario/undo')))
            ).map(({ status }) => status);
            expect(statuses.filter((status) => status === 200)).toHaveLength(loads);
            expect(statuses.filter((status) => status === 409)).toHaveLength(extra);
            expect(((await (await fetch(`${admin}/db`)).json()) as { pets: unknown }).pets).toEqual(
              (before as { pets: unknown }).pets,
            );
            await fetch(`${own.url}/pets?limit=1&${encodeURIComponent(name)}=${value}`, {
              headers: { authorization: `Bearer ${fuzzKey}` },
            });
            for (const path of ['/requests', '/requests.har']) {
              expect(await (await fetch(`${admin}${path}`)).text()).not.toContain(value);
            }
          } finally {
            await own.close();
            await rm(dir, { recursive: true, force: true });
          }
        },
      ),
      { numRuns: 12, seed, interruptAfterTimeLimit: 15_000, markInterruptAsFailure: false },
    );
  }, 60_000);
});
