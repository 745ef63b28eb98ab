import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, readlink, stat, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Harness } from '../process/harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** Runs the server on `db` and expects a one-line refusal naming it, within a bounded time. */
async function expectRefusal(db: string, reason: RegExp, exitCode = 1): Promise<string> {
  const refused = await harness.runToExit(['--port', '0', '--db', db, '--quiet'], {}, 10_000);
  expect(refused.code).toBe(exitCode);
  expect(refused.stdout()).not.toMatch(/http:\/\//);
  const said = refused.stderr().trim();
  expect(said.split('\n')).toHaveLength(1);
  expect(said).not.toMatch(/\n\s+at /);
  expect(said).toContain(`the db file ${db} `);
  expect(said).toMatch(reason);
  return said;
}

/** The db file keeps its owner's intent, and odd files get a clear refusal. */
describe('a db file the mock must not use', () => {
  it('refuses a read-only file at start, and neither rewrites nor re-modes it', async () => {
    const dir = await harness.tempDir();
    const db = join(dir, 'db.json');
    await writeFile(db, '{"meta":{"version":1,"nextId":1},"pets":[]}\n');
    await chmod(db, 0o444);
    const said = await expectRefusal(db, /read-only/);
    expect(said).toContain('--in-memory');
    expect((await stat(db)).mode & 0o777).toBe(0o444);
    expect(await readFile(db, 'utf8')).toBe('{"meta":{"version":1,"nextId":1},"pets":[]}\n');
    expect(await readdir(dir)).toEqual(['db.json']);
  });

  it('refuses a file in a read-only folder, creating nothing there', async () => {
    const folder = join(await harness.tempDir(), 'locked');
    await mkdir(folder);
    await chmod(folder, 0o555);
    await expectRefusal(join(folder, 'db.json'), /read-only folder/);
    expect(await readdir(folder)).toEqual([]);
    await chmod(folder, 0o755);
  });

  it.for(['a file beside it', 'nothing (dangling)'] as const)(
    'refuses a link to %s in one line, exit 2, and leaves the link as it was',
    async (target) => {
      const dir = await harness.tempDir();
      const real = join(dir, 'real.json');
      if (target === 'a file beside it') await writeFile(real, '{"meta":{"version":1,"nextId":1},"pets":[]}\n');
      const db = join(dir, 'db.json');
      await symlink(real, db);
      await expectRefusal(db, /symbolic link/, 2);
      expect(await readlink(db)).toBe(real);
      expect((await readdir(dir)).sort()).toEqual(
        target === 'a file beside it' ? ['db.json', 'real.json'] : ['db.json'],
      );
      if (target === 'a file beside it') expect(await readFile(real, 'utf8')).toContain('"pets":[]');
    },
  );

  it('refuses a FIFO at once instead of hanging', async () => {
    const dir = await harness.tempDir();
    const fifo = join(dir, 'db.json');
    execFileSync('mkfifo', [fifo]);
    await expectRefusal(fifo, /a FIFO/);
    expect(await readdir(dir)).toEqual(['db.json']);
  });

  it('refuses a socket', async () => {
    const dir = await harness.tempDir();
    const path = join(dir, 'db.sock');
    const socket = createServer();
    await new Promise<void>((resolve) => socket.listen(path, resolve));
    try {
      await expectRefusal(path, /a socket/);
      expect(await readdir(dir)).toEqual(['db.sock']);
    } finally {
      socket.close();
    }
  });

  it('refuses a device, creating nothing beside it', async () => {
    await expectRefusal('/dev/null', /a device/);
    expect(existsSync('/dev/null.lock')).toBe(false);
    expect(existsSync('/dev/null.log')).toBe(false);
  });

  it('refuses a folder', async () => {
    const dir = await harness.tempDir();
    await mkdir(join(dir, 'db.json'));
    await expectRefusal(join(dir, 'db.json'), /a directory/);
    expect(await readdir(join(dir, 'db.json'))).toEqual([]);
  });
});
