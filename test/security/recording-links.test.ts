import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeNoFollow } from '../../server/recording/write-no-follow.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { waitFor } from '../support/wait-for.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A recording named over HTTP follows no symbolic link, and nothing outside changes. */
describe('recording files and symbolic links', () => {
  let dir: string;
  let recordings: string;
  let outside: string;
  let server: Server;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'animal-store-links-'));
    [recordings, outside] = [join(dir, 'recordings'), join(dir, 'outside')];
    mkdirSync(recordings);
    mkdirSync(outside);
    writeFileSync(join(outside, 'victim.json'), 'precious');
    server = await startTestServer({ proxy: { upstream: 'http://127.0.0.1:9/v1' }, recordingsDir: recordings });
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const record = (file: string) =>
    call(adminUrl(server, '/recording'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file }),
    });
  const outsideUnchanged = () => {
    expect(readdirSync(outside)).toEqual(['victim.json']);
    expect(readFileSync(join(outside, 'victim.json'), 'utf8')).toBe('precious');
  };

  it.for([
    [
      'a link to a file outside',
      'out.json',
      () => symlinkSync(join(outside, 'victim.json'), join(recordings, 'out.json')),
    ],
    [
      'a dangling link to a folder outside',
      'gone/x.json',
      () => symlinkSync(join(outside, 'missing'), join(recordings, 'gone')),
    ],
    [
      'a link to a folder inside',
      'alias/x.json',
      () => (mkdirSync(join(recordings, 'real')), symlinkSync(join(recordings, 'real'), join(recordings, 'alias'))),
    ],
    [
      'a link planted at the temporary name',
      'new.json',
      () => symlinkSync(join(outside, 'planted.json'), join(recordings, '.new.json.tmp')),
    ],
    [
      'a dangling link at the file',
      'dangling.json',
      () => symlinkSync(join(outside, 'made.json'), join(recordings, 'dangling.json')),
    ],
  ] as const)('refuses %s with 400, and writes nothing', async ([, file, plant]) => {
    plant();
    const before = readdirSync(recordings).sort();
    await expectError(await record(file), 400, 'invalid_body', ['symbolic link']);
    expect(readdirSync(recordings).sort()).toEqual(before);
    outsideUnchanged();
  });

  it('still records to a plain file, and through a recordings folder that is itself a link', async () => {
    await server.close();
    symlinkSync(recordings, join(dir, 'linked-recordings'));
    server = await startTestServer({
      proxy: { upstream: 'http://127.0.0.1:9/v1' },
      recordingsDir: join(dir, 'linked-recordings'),
    });
    expect((await record('nested/staging.json')).status).toBe(200);
    await waitFor(() => existsSync(join(recordings, 'nested', 'staging.json')), 'the recording');
    expect(JSON.parse(readFileSync(join(recordings, 'nested', 'staging.json'), 'utf8'))).toMatchObject({
      name: 'recorded',
      pets: [],
    });
    outsideUnchanged();
  });

  it('writes through no link planted at the temporary name after the checks', async () => {
    const target = join(realpathSync(recordings), 'late.json');
    symlinkSync(join(outside, 'victim.json'), join(recordings, '.late.json.tmp'));
    await expect(writeNoFollow(target, 'overwritten')).rejects.toThrow(/EEXIST/);
    expect(lstatSync(join(recordings, '.late.json.tmp')).isSymbolicLink()).toBe(true);
    expect(existsSync(target)).toBe(false);
    outsideUnchanged();
  });
});

describe('the db file and symbolic links', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes through no link planted at its temporary name, at start or on a reset', async () => {
    dir = mkdtempSync(join(tmpdir(), 'animal-store-links-'));
    writeFileSync(join(dir, 'victim.json'), 'precious');
    symlinkSync(join(dir, 'victim.json'), join(dir, '.db.json.tmp'));
    await expect(startTestServer({ db: join(dir, 'db.json'), count: 1 })).rejects.toThrow(/ELOOP/);
    rmSync(join(dir, '.db.json.tmp'));
    const server = await startTestServer({ db: join(dir, 'db.json'), count: 1 });
    try {
      symlinkSync(join(dir, 'victim.json'), join(dir, '.db.json.tmp'));
      expect((await call(adminUrl(server, '/reset'), { method: 'POST' })).status).not.toBe(200);
    } finally {
      await server.close().catch(() => undefined);
    }
    expect(readFileSync(join(dir, 'victim.json'), 'utf8')).toBe('precious');
  });
});
