import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinScenarios } from '../../core/internal.ts';
import { expectJson } from '../support/json-response.ts';
import { createPet, listPets, sendJson } from '../support/requests.ts';
import { Harness, type Server } from './harness.ts';
import { cliCommands } from '../../server/cli/commands.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

describe("a new user's first starts", () => {
  it('says in one line that --seed and --count do not apply to a db file that holds data, and names --reset', async () => {
    const dir = await harness.tempDir();
    await harness.stop(
      await harness.start(['--port', '0', '--db', 'db.json', '--count', '3', '--quiet'], { cwd: dir }),
    );
    const again = await harness.start(['--port', '0', '--db', 'db.json', '--seed', '9', '--count', '50', '--quiet'], {
      cwd: dir,
    });
    expect(again.stderr().trim()).toBe(
      'animal-store-mock: --seed and --count do not apply: db.json already holds 3 pets, loaded as they are. ' +
        'Add --reset to replace them with freshly seeded ones.',
    );
    expect(again.stdout()).toMatch(/\(3 pets, loaded from the file\)/);
    await harness.stop(again);
    const reset = await harness.start(
      ['--port', '0', '--db', 'db.json', '--seed', '9', '--count', '50', '--reset', '--quiet'],
      { cwd: dir },
    );
    expect(reset.stderr()).toBe('');
    expect(reset.stdout()).toMatch(/\(50 pets, seeded from seed 9\)/);
  });

  it.each([
    {
      args: ['--in-memory', '--db', 'x.json'],
      says: '--db does not apply with --in-memory: nothing is written to disk.',
    },
    {
      args: ['--in-memory', '--scenario', 'one-of-each', '--count', '9'],
      says: '--count does not apply with --scenario: the scenario says which pets to load.',
    },
    {
      args: ['--in-memory', '--reset'],
      says: '--reset does not apply with --in-memory: a store in memory starts afresh at every start.',
    },
  ])('says $says', async ({ args, says }) => {
    const server = await harness.start(['--port', '0', '--quiet', ...args], { cwd: await harness.tempDir() });
    expect(server.stderr().trim()).toBe(`animal-store-mock: ${says}`);
  });

  it('leaves nothing behind when the port is busy: no db file, no lock, no log, no folder', async () => {
    const busy = await harness.start(['--port', '0', '--in-memory', '--quiet']);
    const port = new URL(busy.url).port;
    const dir = await harness.tempDir();
    const refused = await harness.runToExit(['--port', port, '--db', 'data/db.json'], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr()).toContain(`port ${port} on 127.0.0.1 is in use; pick another with --port.`);
    expect(await readdir(dir)).toEqual([]);
  });

  it('answers an unknown scenario name with the known ones', async () => {
    const refused = await harness.runToExit(['--port', '0', '--in-memory', '--scenario', 'sold-outt']);
    expect(refused.code).toBe(1);
    expect(refused.stderr()).toContain(
      `no such built-in scenario or file (built-ins: ${builtinScenarios.map(({ name }) => name).join(', ')})`,
    );
  });

  it('says in the banner the keys a scenario sets (never their values), and that an in-memory store writes nothing', async () => {
    const dir = await harness.tempDir();
    const scenario = { name: 'keyed', version: 1, description: 'One key.', apiKeys: ['scenario-secret'], pets: [] };
    await writeFile(join(dir, 'keyed.json'), JSON.stringify(scenario));
    const server = await harness.start(['--port', '0', '--in-memory', '--scenario', 'keyed.json'], { cwd: dir });
    expect(server.stdout()).toContain('  API keys  1 key from scenario "keyed" accepted; others get 401');
    expect(server.stdout()).toContain(
      '  Store     in memory (0 pets, scenario "keyed" loaded, replacing the data); nothing is written to disk',
    );
    expect(server.stdout()).not.toContain('scenario-secret');
    const status = async (key: string) =>
      (await fetch(`${server.url}/pets`, { headers: { authorization: `Bearer ${key}` } })).status;
    expect([await status('scenario-secret'), await status('dev')]).toEqual([200, 401]);
  });

  it('writes counts in the right plural, and the db file relative to the working folder, in the banner and the dashboard', async () => {
    const dir = await harness.tempDir();
    const server = await harness.start(
      ['--port', '0', '--db', './.data/db.json', '--count', '1', '--api-key', 'k', '--fail', 'listPets:503'],
      { cwd: dir },
    );
    expect(server.stdout()).toContain('  Store     .data/db.json (1 pet, seeded from seed 42)');
    expect(server.stdout()).toContain('  API keys  1 key accepted; others get 401');
    expect(server.stdout()).toContain('  Failures  1 rule in force');
    const storage = await (await fetch(server.url.replace(/\/v1$/, '/__admin/store'))).json();
    expect(storage.storage).toMatchObject({
      path: '.data/db.json',
      lock: { path: '.data/db.json.lock' },
      log: { path: '.data/db.json.log' },
    });
  });

  it.for(['scenaro', 'sceanrio'])(
    'answers the mistyped command %s with the one it meant and the commands, exit 2',
    async (typed) => {
      const typo = await harness.runToExit([typed, 'list']);
      expect(typo.code).toBe(2);
      expect(typo.stderr().trim()).toBe(
        `error: unknown command '${typed}' (did you mean scenario?); the commands: ${cliCommands.map(({ name }) => name).join(', ')}`,
      );
      expect(cliCommands.map(({ name }) => name)).toEqual(expect.arrayContaining(['start', 'scenario', 'init']));
    },
  );

  it('refuses a --fail rule for an operation that does not exist, in one line naming the near one, exit 2', async () => {
    const typo = await harness.runToExit(['--port', '0', '--in-memory', '--fail', 'listPet:503']);
    expect(typo.code).toBe(2);
    expect(typo.stderr().trim().split('\n')).toEqual([
      expect.stringMatching(/"listPet" names no operation \(did you mean listPets\?\); known: listPets, /),
      '(run with --help for every option)',
    ]);
  });

  it("scenario export prints a running server's data as a scenario on stdout, and nothing else", async () => {
    const server = await harness.start(['--port', '0', '--in-memory', '--count', '4', '--quiet']);
    const exported = await harness.runToExit(['scenario', 'export', '--url', new URL(server.url).origin]);
    expect(exported.code, exported.stderr()).toBe(0);
    expect(JSON.parse(exported.stdout()).pets).toHaveLength(4);
  });
});

describe("a new user's first starts, round two", () => {
  const admin = (server: Server, path: string) => server.url.replace(/\/v1$/, `/__admin${path}`);

  it('keeps the pets a --scenario start replaces beside the db file, says where in one line, and the undo puts them back', async () => {
    const dir = await harness.tempDir();
    const first = await harness.start(['--port', '0', '--count', '2', '--quiet'], { cwd: dir });
    expect((await createPet(first.url, { name: 'Mine', categoryId: 1 })).status).toBe(201);
    await harness.stop(first);

    const qa = await harness.start(['--port', '0', '--scenario', 'sold-out', '--quiet'], { cwd: dir });
    const said = qa
      .stdout()
      .split('\n')
      .filter((line) => line.includes('replaced what'));
    expect(said).toHaveLength(1);
    const backup = /kept in (\S+)\. Undo: /.exec(said[0]!)?.[1];
    expect(said[0]).toMatch(
      /^animal-store-mock: --scenario sold-out replaced what \.data\/db\.json held; it is kept in \.data\/db\.json\.backups\/.+-sold-out\.json\. Undo: /,
    );
    expect(
      JSON.parse(await readFile(join(dir, backup!), 'utf8')).pets.map(({ name }: { name: string }) => name),
    ).toContain('Mine');
    expect((await listPets(qa.url)).map(({ name }) => name)).not.toContain('Mine');

    // A load from the admin API (the dashboard's Load) is kept too, and each undo walks one back.
    const loaded = await expectJson<{ backup: string }>(
      await sendJson(admin(qa, '/scenario'), 'POST', { name: 'one-of-each' }),
    );
    expect(loaded.backup).toMatch(/^\.data\/db\.json\.backups\/.+-one-of-each\.json$/);
    await expectJson(await sendJson(admin(qa, '/scenario/undo'), 'POST'));
    const undone = await expectJson<{ restored: string; pets: number }>(
      await sendJson(admin(qa, '/scenario/undo'), 'POST'),
    );
    expect(undone.restored).toBe(backup);
    expect((await listPets(qa.url)).map(({ name }) => name)).toContain('Mine');
    const none = await sendJson(admin(qa, '/scenario/undo'), 'POST');
    expect(none.status).toBe(409);
    expect((await none.json()).code).toBe('nothing_to_undo');
    await harness.stop(qa);
  });

  it('makes the data folder it creates ignored by git, backups and all', async () => {
    const dir = await harness.tempDir();
    await harness.stop(await harness.start(['--port', '0', '--quiet'], { cwd: dir }));
    await harness.stop(await harness.start(['--port', '0', '--reset', '--quiet'], { cwd: dir }));
    expect(await readFile(join(dir, '.data/.gitignore'), 'utf8')).toMatch(/^\*$/m);
    // A folder that was there before is the person's: nothing is added to it.
    await harness.stop(await harness.start(['--port', '0', '--db', 'db.json', '--quiet'], { cwd: dir }));
    expect(await readdir(dir)).not.toContain('.gitignore');
  });
});

describe('the front door, opened in a browser', () => {
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

  it('leads / and /__admin to the dashboard the banner names, and tells a browser at the API where the key and the dashboard are', async () => {
    const server = await harness.start(['--port', '0', '--in-memory', '--api-key', 'k']);
    const origin = new URL(server.url).origin;
    expect(server.stdout()).toContain(`  Dashboard ${origin}/__admin/ui`);
    for (const method of ['GET', 'HEAD'])
      for (const path of ['/', '/__admin', '/__admin/']) {
        const answer = await fetch(`${origin}${path}`, { method, headers: browser, redirect: 'manual' });
        expect({ method, path, status: answer.status, location: answer.headers.get('location') }).toEqual({
          method,
          path,
          status: 302,
          location: '/__admin/ui',
        });
      }
    const refused = await fetch(`${server.url}/pets`, { headers: browser });
    expect(refused.status).toBe(401);
    const body = await expectJson<{ code: string; message: string; status: number }>(refused, 401);
    expect(body).toEqual({
      code: 'unauthorized',
      status: 401,
      message: expect.stringMatching(/Authorization: Bearer <API_KEY>.*\/__admin\/ui/),
    });
    // A program asking for JSON gets the plain message.
    const program = await expectJson<{ message: string }>(await fetch(`${server.url}/pets`), 401);
    expect(program.message).toBe('Missing API key: send "Authorization: Bearer <API_KEY>".');
  });
});
