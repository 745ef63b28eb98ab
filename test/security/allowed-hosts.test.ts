import { afterEach, describe, expect, it } from 'vitest';
import { parseCli } from '../../server/cli/parse-cli.ts';
import { spawnServer } from '../support/child-server.ts';
import { rawExchange, type RawAnswer } from '../support/raw-exchange.ts';
import { startTestServer, testKey } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** One request over a raw socket, with exactly this Host header (none when null). */
async function withHost(
  server: Server,
  host: string | null,
  target: string,
  method = 'GET',
  body = '',
): Promise<RawAnswer> {
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...(host === null ? [] : [`Host: ${host}`]),
    `Authorization: Bearer ${testKey}`,
    'Connection: close',
    ...(body === '' ? [] : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]),
  ];
  const { answers } = await rawExchange(server.port, `${head.join('\r\n')}\r\n\r\n${body}`, { untilAnswers: 1 });
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

const scenario = JSON.stringify({ name: 'taken', version: 1, description: 'Replaced by a stranger.', pets: [] });

/** A page that rebinds its own name to 127.0.0.1 reaches nothing (DNS rebinding). */
describe('the Host allowlist', () => {
  let server: Server;
  afterEach(() => server?.close());

  it.for([
    ['/v1/pets', 'GET'],
    ['/__admin/db', 'GET'],
    ['/__admin/scenario', 'POST'],
    ['/__admin/ui', 'GET'],
    ['/__admin/events', 'GET'],
  ] as const)('refuses a foreign Host on %s with 403, naming the host and the flag', async ([target, method]) => {
    server = await startTestServer();
    const answer = await withHost(server, 'Evil.Example:4010', target, method, method === 'POST' ? scenario : '');
    expect(answer.status).toBe(403);
    const body = JSON.parse(answer.body);
    expect(body).toMatchObject({ code: 'host_not_allowed', status: 403 });
    expect(body.message).toContain('"Evil.Example:4010"');
    expect(body.message).toContain('--allowed-hosts evil.example');
    expect(server.store.count()).toBe(50);
  });

  it.for([
    '127.0.0.1:4010',
    '127.0.0.1',
    '[::1]:4010',
    'localhost:4010',
    'LOCALHOST.',
    'app.localhost:4010',
    '10.1.2.3',
  ])('serves Host %s', async (host) => {
    server = await startTestServer();
    expect((await withHost(server, host, '/v1/pets?limit=1')).status).toBe(200);
    expect((await withHost(server, host, '/__admin/health')).status).toBe(200);
  });

  it('serves a request without Host (no browser sends one)', async () => {
    server = await startTestServer();
    const { answers } = await rawExchange(
      server.port,
      `GET /v1/pets?limit=1 HTTP/1.0\r\nAuthorization: Bearer ${testKey}\r\n\r\n`,
      { untilAnswers: 1 },
    );
    expect(answers[0]?.status).toBe(200);
  });

  it('serves names given with --allowed-hosts, case and trailing dot aside, and no others', async () => {
    server = await startTestServer({ allowedHosts: ['mock.test', 'other.test'] });
    expect((await withHost(server, 'MOCK.test.:4010', '/v1/pets?limit=1')).status).toBe(200);
    expect((await withHost(server, 'other.test', '/__admin/health')).status).toBe(200);
    expect((await withHost(server, 'mock.test.evil.example', '/v1/pets')).status).toBe(403);
  });

  it('serves any Host with --allowed-hosts all', async () => {
    server = await startTestServer({ allowedHosts: 'all' });
    expect((await withHost(server, 'evil.example:4010', '/v1/pets?limit=1')).status).toBe(200);
  });

  it('creates no sandbox for a foreign Host', async () => {
    server = await startTestServer();
    const head = `GET /v1/pets HTTP/1.1\r\nHost: evil.example\r\nAuthorization: Bearer ${testKey}\r\nAnimal-Store-Sandbox: stranger\r\nConnection: close\r\n\r\n`;
    expect((await rawExchange(server.port, head, { untilAnswers: 1 })).answers[0]?.status).toBe(403);
    expect(server.sandboxes!.list()).toEqual([]);
  });
});

describe('--allowed-hosts', () => {
  it('takes a comma-separated list, from the flag or ANIMAL_STORE_ALLOWED_HOSTS', () => {
    expect(parseCli(['--allowed-hosts', 'a.test, b.test'], {}, '0').allowedHosts).toEqual(['a.test', 'b.test']);
    expect(parseCli([], { ANIMAL_STORE_ALLOWED_HOSTS: 'c.test' }, '0').allowedHosts).toEqual(['c.test']);
    expect(parseCli(['--allowed-hosts', 'all'], {}, '0').allowedHosts).toBe('all');
    expect(parseCli([], {}, '0').allowedHosts).toEqual([]);
  });

  it('says in the banner which hosts are served, and when any is', async () => {
    const checked = await spawnServer(['--in-memory', '--port', '0', '--allowed-hosts', 'mock.test']);
    const open = await spawnServer(['--in-memory', '--port', '0'], { ANIMAL_STORE_ALLOWED_HOSTS: 'all' });
    try {
      expect(checked.stdout()).toMatch(/Hosts +IP addresses, localhost, 127\.0\.0\.1, mock\.test\n/);
      expect(open.stdout()).toMatch(/Hosts +any Host is served \(--allowed-hosts all\)/);
    } finally {
      checked.process.kill();
      open.process.kill();
    }
  });
});
