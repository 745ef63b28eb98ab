import { Agent, request, type ClientRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewPet, Pet } from '../../core/internal.ts';
import { auth, createPet } from '../support/requests.ts';
import { waitFor } from '../support/wait-for.ts';
import { Harness, readDb } from './harness.ts';

const harness = new Harness();
const openRequests: ClientRequest[] = [];
afterEach(async () => {
  for (const pending of openRequests.splice(0)) pending.destroy();
  await harness.cleanup();
});

interface SlowCreate {
  /** Resolves once the server has read the headers (it answered `100 Continue`) and half the body was sent. */
  started: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: Pet }>;
}

/** A POST /pets whose body arrives in two parts, so that it is in flight for as long as the test wants. */
function slowCreate(url: string, pet: NewPet, agent?: Agent): SlowCreate {
  const body = Buffer.from(JSON.stringify(pet));
  const half = Math.floor(body.length / 2);
  const req = request(`${url}/pets`, {
    method: 'POST',
    agent: agent ?? false,
    headers: {
      ...auth(),
      'content-type': 'application/json',
      'content-length': String(body.length),
      expect: '100-continue',
      ...(agent ? {} : { connection: 'close' }),
    },
  });
  openRequests.push(req);
  req.on('error', () => {}); // reported through the promises below; never an unhandled 'error' event
  const started = new Promise<void>((resolve, reject) => {
    req.once('error', reject);
    req.once('continue', () => req.write(body.subarray(0, half), () => resolve()));
  });
  const response = new Promise<{ status: number; body: Pet }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Pet }));
      res.on('error', reject);
    });
  });
  // Failures surface where a test awaits these; unawaited ones must not become unhandled rejections.
  started.catch(() => {});
  response.catch(() => {});
  req.flushHeaders();
  return { started, response, finish: () => req.end(body.subarray(half)) };
}

/** GET /pets through `agent`; resolves with the status, or the error code when no response came. */
function getThrough(url: string, agent: Agent): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(`${url}/pets?limit=1`, { agent, headers: auth() });
    openRequests.push(req);
    req.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** Whether a brand-new TCP connection to the server is refused. */
function refusesNewConnections(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}/pets?limit=1`, { agent: false, headers: auth({ connection: 'close' }) });
    req.once('response', (res) => {
      res.resume();
      resolve(false);
    });
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    req.end();
  });
}

describe('SIGINT and SIGTERM stop the server gracefully', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s: stops accepting, finishes the in-flight creates and their writes, then exits 0',
    async (signal) => {
      const db = join(await harness.tempDir(), 'db.json');
      const server = await harness.start(['--port', '0', '--db', db]);
      const sent: NewPet[] = Array.from({ length: 5 }, (_, i) => ({
        name: `in flight ${signal} ${i}`,
        categoryId: 100 + i,
        ...(i % 2 ? { status: 'pending' as const } : {}),
      }));
      const slow = sent.map((pet) => slowCreate(server.url, pet));
      await Promise.all(slow.map((create) => create.started));

      server.process.kill(signal);
      await waitFor(() => refusesNewConnections(server.url), 'the server to refuse new connections');
      expect(server.process.exitCode).toBeNull();

      for (const create of slow) create.finish();
      const responses = await Promise.all(slow.map((create) => create.response));
      responses.forEach(({ status, body }, i) => {
        expect(status).toBe(201);
        expect(body).toEqual({ id: body.id, ...sent[i] });
      });

      const exit = await server.exited;
      expect(exit).toEqual({ code: 0, signal: null });
      // What a person at the terminal reads: the wait, the requests it let finish, then its end.
      const lines = server.stdout().trimEnd().split('\n');
      expect(lines.at(-1)).toBe('stopped');
      expect(lines).toContain(`${signal}: finishing in-flight requests and writes...`);
      const stored = (await readDb(db)).pets;
      for (const { body } of responses) expect(stored).toContainEqual(body);
      expect(new Set(responses.map(({ body }) => body.id)).size).toBe(sent.length);
    },
    30_000,
  );

  it('a SIGTERM amid a burst of creates exits 0 with every acknowledged create in the file', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const sent: NewPet[] = Array.from({ length: 80 }, (_, i) => ({ name: `burst ${i}`, categoryId: i }));
    const acknowledged: Pet[] = [];
    let stopping: Promise<unknown> | undefined;
    const attempts = sent.map(async (pet) => {
      try {
        const { status, body } = await createPet(server.url, pet);
        if (status === 201) acknowledged.push(body);
        if (acknowledged.length === 10) stopping ??= harness.stop(server, 'SIGTERM');
      } catch {
        // Refused once the server stopped accepting: not acknowledged.
      }
    });
    await Promise.all(attempts);
    expect(stopping).toBeDefined();
    expect(await stopping).toEqual({ code: 0, signal: null });
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    const stored = (await readDb(db)).pets;
    for (const pet of acknowledged) expect(stored).toContainEqual(pet);
  }, 30_000);

  it('after SIGTERM serves no new request, even on a keep-alive connection that was busy when the signal came', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const create = slowCreate(server.url, { name: 'last one in', categoryId: 1 }, agent);
      await create.started;
      server.process.kill('SIGTERM');
      await waitFor(() => refusesNewConnections(server.url), 'the server to refuse new connections');

      create.finish();
      const { status, body } = await create.response;
      expect(status).toBe(201);
      // Sent after the signal on the same kept-alive socket: it must not be served.
      const after = await getThrough(server.url, agent);
      expect(after, 'a request sent after SIGTERM was served').not.toBeTypeOf('number');

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect((await readDb(db)).pets).toContainEqual(body);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
