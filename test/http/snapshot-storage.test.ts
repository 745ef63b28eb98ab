import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/bounded-fetch.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

// A snapshot is taken without a write; loading one on a db file keeps a backup first, as any load;
// a sandbox's snapshot is its own (the sandbox header, as on every admin route).
describe('snapshots and the db file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'asm-snapshot-db-'));
  const db = join(folder, 'db.json');
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ db, count: 5 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('writes nothing to take one, and keeps a backup to load one', async () => {
    expect((await call(`${server.url}/pets`, jsonPost({ name: 'Kept', categoryId: 1 }))).status).toBe(201);
    await server.store.flush();
    const before = readFileSync(db, 'utf8');
    const snapshot = await (await call(adminUrl(server, '/snapshot?at=1'))).json();
    expect(readFileSync(db, 'utf8')).toBe(before);
    expect(snapshot.pets).toHaveLength(5);
    const loaded = await call(adminUrl(server, '/scenario'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(snapshot),
    });
    const { backup } = await loaded.json();
    expect(backup).toEqual(expect.any(String));
    expect(existsSync(resolve(backup))).toBe(true);
    expect((await call(`${server.url}/pets/6`, { headers: auth() })).status).toBe(404);
  });

  it("gives a sandbox's own snapshot under its header", async () => {
    const headers = { 'animal-store-sandbox': 'snap-1' };
    expect((await call(`${server.url}/pets`, jsonPost({ name: 'Only here', categoryId: 2 }, headers))).status).toBe(
      201,
    );
    const inSandbox = await (await call(adminUrl(server, '/snapshot'), { headers })).json();
    const onMain = await (await call(adminUrl(server, '/snapshot'))).json();
    expect(inSandbox.pets.map(({ name }: { name: string }) => name)).toContain('Only here');
    expect(onMain.pets.map(({ name }: { name: string }) => name)).not.toContain('Only here');
  });
});
