import { readdir } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { builtinScenarios } from '../../core/index.ts';
import { Harness } from './harness.ts';
import { cliCommands } from '../../server/cli/commands.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

describe("a new user's first starts", () => {
  it('says in one line that --seed and --count do not apply to a db file that holds data, and names --reset', async () => {
    const dir = await harness.tempDir();
    await harness.stop(await harness.start(['--port', '0', '--db', 'db.json', '--count', '3', '--quiet'], { cwd: dir }));
    const again = await harness.start(['--port', '0', '--db', 'db.json', '--seed', '9', '--count', '50', '--quiet'], { cwd: dir });
    expect(again.stderr().trim()).toBe('animal-store-mock: --seed and --count do not apply: db.json already holds 3 pets, loaded as they are. '
      + 'Add --reset to replace them with freshly seeded ones.');
    expect(again.stdout()).toMatch(/\(3 pets, loaded from the file\)/);
    await harness.stop(again);
    const reset = await harness.start(['--port', '0', '--db', 'db.json', '--seed', '9', '--count', '50', '--reset', '--quiet'], { cwd: dir });
    expect(reset.stderr()).toBe('');
    expect(reset.stdout()).toMatch(/\(50 pets, seeded from seed 9\)/);
  });

  it.each([
    { args: ['--in-memory', '--db', 'x.json'], says: '--db does not apply with --in-memory: nothing is written to disk.' },
    { args: ['--in-memory', '--scenario', 'one-of-each', '--count', '9'], says: '--count does not apply with --scenario: the scenario says which pets to load.' },
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
    expect(refused.stderr()).toContain(`no such built-in scenario or file (built-ins: ${builtinScenarios.map(({ name }) => name).join(', ')})`);
  });

  it('writes counts in the right plural, and the db file relative to the working folder, in the banner and the dashboard', async () => {
    const dir = await harness.tempDir();
    const server = await harness.start(['--port', '0', '--db', './.data/db.json', '--count', '1', '--api-key', 'k', '--fail', 'listPets:503'], { cwd: dir });
    expect(server.stdout()).toContain('  Store     .data/db.json (1 pet, seeded from seed 42)');
    expect(server.stdout()).toContain('  API keys  1 key accepted; others get 401');
    expect(server.stdout()).toContain('  Failures  1 rule in force');
    const storage = await (await fetch(server.url.replace(/\/v1$/, '/__admin/store'))).json();
    expect(storage.storage).toMatchObject({ path: '.data/db.json', lock: { path: '.data/db.json.lock' }, log: { path: '.data/db.json.log' } });
  });

  it('answers a mistyped command with the commands, exit 2', async () => {
    const typo = await harness.runToExit(['scenaro', 'list']);
    expect(typo.code).toBe(2);
    expect(typo.stderr().trim()).toBe(`error: unknown command 'scenaro'; the commands: ${cliCommands.map(({ name }) => name).join(', ')}`);
    expect(cliCommands.map(({ name }) => name)).toEqual(expect.arrayContaining(['start', 'scenario', 'init']));
  });

  it("scenario export prints a running server's data as a scenario on stdout, and nothing else", async () => {
    const server = await harness.start(['--port', '0', '--in-memory', '--count', '4', '--quiet']);
    const exported = await harness.runToExit(['scenario', 'export', '--url', new URL(server.url).origin]);
    expect(exported.code, exported.stderr()).toBe(0);
    expect(JSON.parse(exported.stdout()).pets).toHaveLength(4);
  });
});
