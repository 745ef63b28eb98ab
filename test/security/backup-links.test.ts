import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Harness } from '../process/harness.ts';
import { expectError } from '../support/error-body.ts';
import { listPets, sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

/**
 * Issue 41, point 5: the backups folder beside the db file (`<db>.backups/`) and the backups in it
 * are made and read without following symbolic links, as the db file's temporary file and log are.
 * A link is a clear Error (never a 500, never a write or read through it), and an undo's refusal
 * never quotes what the file it refused holds.
 */

const dirs: string[] = [];
const harness = new Harness();
afterEach(async () => {
  await harness.cleanup();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'animal-store-backup-links-'));
  dirs.push(dir);
  return dir;
}

type Started = Awaited<ReturnType<typeof startTestServer>>;

async function withServer(db: string, body: (server: Started) => Promise<void>): Promise<void> {
  const server = await startTestServer({ db, count: 5 });
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

const load = (server: Started) => sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'sold-out' });

describe('the backups folder beside the db file', () => {
  it('refuses a scenario load when the folder is a link to a folder elsewhere, writing nothing there', async () => {
    const [dir, outside] = [await tempDir(), await tempDir()];
    const db = join(dir, 'db.json');
    await symlink(outside, `${db}.backups`);
    await withServer(db, async (server) => {
      const pets = await listPets(server.url);
      await expectError(await load(server), 503, 'storage_unavailable', [
        /backups folder/,
        /symbolic link/,
        /nothing changed/,
      ]);
      expect(await readdir(outside)).toEqual([]);
      expect(await listPets(server.url)).toEqual(pets);
    });
  });

  it('refuses a scenario load when the folder is a dangling link, with an Error and not a 500', async () => {
    const dir = await tempDir();
    const db = join(dir, 'db.json');
    const nowhere = join(dir, 'gone', 'backups');
    await symlink(nowhere, `${db}.backups`);
    await withServer(db, async (server) => {
      await expectError(await load(server), 503, 'storage_unavailable', [/backups folder/, /nothing changed/]);
      expect(existsSync(join(dir, 'gone'))).toBe(false);
    });
  });

  it('refuses to undo from a link planted in the folder, without quoting the file it points to', async () => {
    const [dir, outside] = [await tempDir(), await tempDir()];
    const db = join(dir, 'db.json');
    const secret = join(outside, 'secret.txt');
    await writeFile(secret, 'password=hunter2-very-secret\n');
    await withServer(db, async (server) => {
      expect((await load(server)).status).toBe(200);
      const pets = await listPets(server.url);
      // Sorts after the backup the load made: the newest, the one an undo takes.
      await symlink(secret, join(`${db}.backups`, '9999-planted.json'));
      const body = await expectError(
        await sendJson(adminUrl(server, '/scenario/undo'), 'POST'),
        400,
        'invalid_scenario',
        [/symbolic link/, /nothing changed/],
      );
      expect(body.message).not.toMatch(/password|hunter2/);
      expect(await listPets(server.url)).toEqual(pets);
    });
  });

  it('never quotes a backup it cannot read in the refusal of an undo', async () => {
    const dir = await tempDir();
    const db = join(dir, 'db.json');
    await withServer(db, async (server) => {
      expect((await load(server)).status).toBe(200);
      await writeFile(join(`${db}.backups`, '9999-broken.json'), 'token=abc123-not-json');
      const body = await expectError(
        await sendJson(adminUrl(server, '/scenario/undo'), 'POST'),
        400,
        'invalid_scenario',
        [/not valid JSON/],
      );
      expect(body.message).not.toMatch(/token|abc123/);
    });
  });

  it('refuses a --scenario start over a db file whose backups folder is a link, in one line, writing nothing there', async () => {
    const [dir, outside] = [await tempDir(), await tempDir()];
    const db = join(dir, 'db.json');
    await withServer(db, async () => {});
    await symlink(outside, `${db}.backups`);
    const refused = await harness.runToExit(
      ['--port', '0', '--db', db, '--scenario', 'sold-out', '--quiet'],
      {},
      45_000,
    );
    expect(refused.code).toBe(1);
    const said = refused.stderr().trim();
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toMatch(/backups folder .* symbolic link/);
    expect(await readdir(outside)).toEqual([]);
  }, 60_000);
});
