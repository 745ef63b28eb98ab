import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { expectError } from '../support/error-body.ts';
import { auth, createPet, listPets, sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

/**
 * Issue 41, point 4: docs/security.md promises the mock never rewrites or re-modes a file its
 * owner made read-only. A db file made read-only while the server runs is refused on every write
 * path with 503 `storage_unavailable`, and stays as it was, byte for byte and mode for mode; the
 * pets served do not change either.
 */

const chromeHar = readFileSync(new URL('../support/har-files/chrome-style.har', import.meta.url), 'utf8');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

type Started = Awaited<ReturnType<typeof startTestServer>>;

async function serveOn(): Promise<{ server: Started; db: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'animal-store-read-only-'));
  dirs.push(dir);
  const db = join(dir, 'db.json');
  return { server: await startTestServer({ db, count: 5 }), db };
}

/** Each request the mock answers by writing the db file. */
const writes: [string, (url: string) => Promise<Response>][] = [
  [
    'a create',
    (url) =>
      fetch(`${url}/pets`, {
        method: 'POST',
        headers: auth({ 'content-type': 'application/json' }),
        body: JSON.stringify({ name: 'Rex', categoryId: 1 }),
      }),
  ],
  ['a scenario load', (url) => sendJson(adminUrl({ url }, '/scenario'), 'POST', { name: 'sold-out' })],
  ['an undo', (url) => sendJson(adminUrl({ url }, '/scenario/undo'), 'POST')],
  ['a reset', (url) => sendJson(adminUrl({ url }, '/reset'), 'POST')],
  [
    'a provider state',
    (url) =>
      sendJson(adminUrl({ url }, '/pact/state'), 'POST', {
        state: 'a pet with id 77 exists',
        params: { name: 'Rex', categoryId: 1 },
        action: 'setup',
      }),
  ],
  [
    'a HAR import',
    (url) =>
      fetch(adminUrl({ url }, '/scenario/from-har'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chromeHar,
      }),
  ],
  ['a world', (url) => sendJson(adminUrl({ url }, '/world'), 'PUT', { world: { arrivals: { perHour: 60 } } })],
  ['a clock advance', (url) => sendJson(adminUrl({ url }, '/clock/advance'), 'POST', { by: '2h' })],
  ['a clock set', (url) => sendJson(adminUrl({ url }, '/clock'), 'PUT', { now: '2031-01-01T00:00:00Z' })],
];

describe('a db file made read-only while the server runs', () => {
  it('refuses every write path with 503 storage_unavailable, and keeps the file and the pets as they were', async () => {
    const { server, db } = await serveOn();
    try {
      // Something to undo, so that the undo would write if let through.
      expect((await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'one-of-each' })).status).toBe(200);
      // The world's part of the load is written after the answer; the world's events wait for it.
      expect((await sendJson(adminUrl(server, '/world/events?since=0'), 'GET')).status).toBe(200);
      const pets = await listPets(server.url);
      await chmod(db, 0o444);
      const bytes = await readFile(db);
      for (const [what, send] of writes) {
        const body = await expectError(await send(server.url), 503, 'storage_unavailable', [db, /read-only/]);
        expect(body.message, what).toMatch(/nothing changed/);
        expect((await stat(db)).mode & 0o777, what).toBe(0o444);
        expect((await readFile(db)).equals(bytes), what).toBe(true);
        expect(await listPets(server.url), what).toEqual(pets);
      }
      await chmod(db, 0o644);
      expect((await createPet(server.url, { name: 'Writable again', categoryId: 2 })).status).toBe(201);
    } finally {
      await chmod(db, 0o644);
      await server.close();
    }
  });

  it('leaves the file as it was when the pets created before it are compacted at shutdown', async () => {
    const { server, db } = await serveOn();
    const created = await createPet(server.url, { name: 'In the log', categoryId: 1 });
    expect(created.status).toBe(201);
    await chmod(db, 0o444);
    const bytes = await readFile(db);
    await server.close();
    expect((await stat(db)).mode & 0o777).toBe(0o444);
    expect((await readFile(db)).equals(bytes)).toBe(true);
    // The created pet is not lost: it stays in the log for the next start.
    expect(await readFile(`${db}.log`, 'utf8')).toContain('In the log');
    expect(server.logs.join('\n')).toMatch(/cannot compact .*read-only/);
  });

  it('keeps the mode a writable file had when it rewrites it', async () => {
    const { server, db } = await serveOn();
    try {
      await chmod(db, 0o600);
      expect((await sendJson(adminUrl(server, '/reset'), 'POST')).status).toBe(200);
      expect((await stat(db)).mode & 0o777).toBe(0o600);
    } finally {
      await server.close();
    }
  });
});
