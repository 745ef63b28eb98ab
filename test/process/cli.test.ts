import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDurableDb } from '../support/durable-db.ts';
import { freePort } from '../support/free-port.ts';
import { auth, createPet } from '../support/requests.ts';
import { Harness, repoRoot } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

/** Every option the CLI documents. */
const documentedOptions = [
  '--port',
  '--host',
  '--db',
  '--in-memory',
  '--seed',
  '--count',
  '--reset',
  '--api-key',
  '--default-status',
  '--cors-origin',
  '--quiet',
  '--help',
  '--version',
  '--sandbox-idle',
  '--max-sandboxes',
];

async function statusWithToken(url: string, token: string | undefined): Promise<number> {
  const response = await fetch(`${url}/pets?limit=1`, { headers: token === undefined ? {} : auth({}, token) });
  await response.arrayBuffer();
  return response.status;
}

describe('--help and --version', () => {
  it('start --help exits 0 and lists every documented option', async () => {
    const run = await harness.runToExit(['start', '--help']);
    expect(run.code).toBe(0);
    for (const option of documentedOptions)
      expect(run.stdout(), `--help lacks ${option}`).toMatch(new RegExp(`${option}\\b`));
  });

  it('--version exits 0 and prints the version of package.json', async () => {
    const { version } = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    const run = await harness.runToExit(['--version']);
    expect(run.code).toBe(0);
    expect(run.stdout().trim()).toBe(version);
  });
});

describe('unknown options and bad values exit with code 2 and say why', () => {
  it.each([
    { label: 'an unknown option --bogus', args: ['--bogus'], env: {}, says: /unknown option.*--bogus/i },
    { label: '--port abc', args: ['--port', 'abc'], env: {}, says: /--port.*abc/ },
    { label: '--port 70000', args: ['--port', '70000'], env: {}, says: /--port.*70000/ },
    { label: '--port without a value', args: ['--port'], env: {}, says: /--port.*missing/ },
    { label: '--count -1', args: ['--count', '-1'], env: {}, says: /--count.*-1/ },
    { label: '--seed x', args: ['--seed', 'x'], env: {}, says: /--seed.*\bx\b/ },
    {
      label: '--default-status lost',
      args: ['--default-status', 'lost'],
      env: {},
      says: /--default-status.*lost.*(available|pending|sold)/,
    },
    { label: 'an empty --api-key', args: ['--api-key', ''], env: {}, says: /--api-key/ },
    { label: 'PORT=abc', args: [], env: { PORT: 'abc' }, says: /PORT.*abc|abc.*PORT/ },
    { label: '--sandbox-idle soon', args: ['--sandbox-idle', 'soon'], env: {}, says: /--sandbox-idle.*soon/ },
    { label: '--max-sandboxes 0', args: ['--max-sandboxes', '0'], env: {}, says: /--max-sandboxes.*0/ },
    { label: '--speed fast', args: ['--speed', 'fast'], env: {}, says: /--speed.*fast/ },
    {
      label: 'a --world with min > max',
      args: ['--world', '{"adoptions":{"perHour":1,"soldAfter":["2h","1h"]}}'],
      env: {},
      says: /--world.*world\.adoptions\.soldAfter/,
    },
    { label: 'a --world that is not JSON', args: ['--world', '{adoptions'], env: {}, says: /--world.*not JSON/ },
    {
      label: 'a --world file that is missing',
      args: ['--world', 'no-such-world.json'],
      env: {},
      says: /--world.*ENOENT/,
    },
  ])('$label: exit 2 with a message naming the problem', async ({ args, env, says }) => {
    const dir = await harness.tempDir();
    // A safe port and db in case the bad value were wrongly accepted (args given later win).
    const safe = 'PORT' in env ? ['--db', join(dir, 'db.json')] : ['--port', '0', '--db', join(dir, 'db.json')];
    const run = await harness.runToExit([...safe, ...args], { env });
    expect(run.code).toBe(2);
    expect(run.stderr()).toMatch(says);
    expect(run.stdout()).not.toMatch(/http:\/\//);
  });
});

describe('ports, keys and the banner', () => {
  it('listens on the port given by the PORT environment variable', async () => {
    const port = await freePort();
    const dir = await harness.tempDir();
    const server = await harness.start(['--db', join(dir, 'db.json'), '--quiet'], { env: { PORT: String(port) } });
    expect(server.url).toBe(`http://127.0.0.1:${port}/v1`);
    expect(await statusWithToken(server.url, 'any-token')).toBe(200);
  });

  it.each([
    {
      how: 'ANIMAL_STORE_API_KEYS=a,b',
      args: [],
      env: { ANIMAL_STORE_API_KEYS: 'a,b' },
      accepted: ['a', 'b'],
      refused: ['c', 'any-token', 'a,b', 'ab'],
    },
    {
      how: 'a repeated --api-key',
      args: ['--api-key', 'first-key', '--api-key', 'second-key'],
      env: {},
      accepted: ['first-key', 'second-key'],
      refused: ['third-key', 'any-token', 'first-ke'],
    },
  ])('$how accepts exactly those keys and refuses others with 401', async ({ args, env, accepted, refused }) => {
    const dir = await harness.tempDir();
    const server = await harness.start(['--port', '0', '--db', join(dir, 'db.json'), '--quiet', ...args], { env });
    for (const key of accepted) expect(await statusWithToken(server.url, key), `key ${key}`).toBe(200);
    for (const key of refused) expect(await statusWithToken(server.url, key), `key ${key}`).toBe(401);
    expect(await statusWithToken(server.url, undefined)).toBe(401);
    expect(server.stdout()).not.toMatch(/any non-empty bearer token/i);
    expect(server.stdout()).toMatch(new RegExp(`${accepted.length} key`));
  });

  it('accepts any non-empty token when no key is configured, and the banner says so', async () => {
    const dir = await harness.tempDir();
    const server = await harness.start(['--port', '0', '--db', join(dir, 'db.json'), '--quiet'], {
      env: { ANIMAL_STORE_API_KEYS: '' },
    });
    expect(await statusWithToken(server.url, 'whatever-you-like')).toBe(200);
    expect(await statusWithToken(server.url, undefined)).toBe(401);
    expect(server.stdout()).toMatch(/any\b.*token.*accepted/i);
  });

  it('prints a banner with the URL, the db path and the pet count', async () => {
    const dir = await harness.tempDir();
    const db = join(dir, 'banner', 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--quiet', '--count', '7']);
    const banner = server.stdout();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(banner).toContain(server.url);
    expect(banner).toContain(db);
    expect(banner).toMatch(/\b7 pets\b/);
    expect(await statusWithToken(server.url, 'any-token')).toBe(200);
  });
});

describe('request log lines', () => {
  const requests = async (url: string) => {
    const headers = auth();
    await (await fetch(`${url}/pets?limit=2`, { headers })).arrayBuffer();
    await createPet(url, { name: 'Logged', categoryId: 1 });
    await (await fetch(`${url}/pets/987654`, { headers })).arrayBuffer();
    await (await fetch(`${url}/pets?limit=0`, { headers })).arrayBuffer();
  };
  const expectedLines = [
    { method: 'GET', path: '/v1/pets?limit=2', status: 200 },
    { method: 'POST', path: '/v1/pets', status: 201 },
    { method: 'GET', path: '/v1/pets/987654', status: 404 },
    { method: 'GET', path: '/v1/pets?limit=0', status: 400 },
  ];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('logs one line per request with method, path, status and milliseconds', async () => {
    const dir = await harness.tempDir();
    const server = await harness.start(['--port', '0', '--db', join(dir, 'db.json')]);
    await requests(server.url);
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    const lines = server.stdout().split('\n');
    for (const { method, path, status } of expectedLines) {
      const line = new RegExp(`^.*\\b${method}\\s+${escape(path)}\\s.*\\b${status}\\b.*\\b\\d+(\\.\\d+)?\\s?ms\\b`);
      expect(
        lines.filter((text) => line.test(text)),
        `one log line for ${method} ${path}`,
      ).toHaveLength(1);
    }
  });

  it('--quiet logs no request lines', async () => {
    const dir = await harness.tempDir();
    const server = await harness.start(['--port', '0', '--db', join(dir, 'db.json'), '--quiet']);
    const banner = server.stdout();
    await requests(server.url);
    expect(await harness.stop(server)).toEqual({ code: 0, signal: null });
    expect(server.stdout().startsWith(banner)).toBe(true);
    expect(server.stdout()).not.toMatch(/\b(GET|POST)\b/);
    expect(server.stdout()).not.toMatch(/\/v1\/pets/);
  });
});

describe('--default-status', () => {
  it('--default-status sold fills the status of pets created without one, and keeps a sent status', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--quiet', '--default-status', 'sold']);
    const without = await createPet(server.url, { name: 'No status', categoryId: 2 });
    const pending = await createPet(server.url, { name: 'Pending', categoryId: 2, status: 'pending' });
    expect(without.status).toBe(201);
    expect(without.body).toEqual({ id: without.body.id, name: 'No status', categoryId: 2, status: 'sold' });
    expect(pending.body).toEqual({ id: pending.body.id, name: 'Pending', categoryId: 2, status: 'pending' });
    const stored = (await readDurableDb(db)).pets;
    expect(stored).toContainEqual(without.body);
    expect(stored).toContainEqual(pending.body);
  });

  it('without --default-status a pet created without a status stays without one', async () => {
    const db = join(await harness.tempDir(), 'db.json');
    const server = await harness.start(['--port', '0', '--db', db, '--quiet']);
    const created = await createPet(server.url, { name: 'No status', categoryId: 2 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: created.body.id, name: 'No status', categoryId: 2 });
    expect((await readDurableDb(db)).pets).toContainEqual(created.body);
  });
});
