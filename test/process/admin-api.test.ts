import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../support/child-server.ts';
import { expectError } from '../support/error-body.ts';
import { auth, jsonPost, listIds, sendJson } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the admin API: scenarios, reset, export, health', () => {
  it('loads a built-in scenario by name, replacing the data', async () => {
    server = await startTestServer();
    const loaded = await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'one-of-each' });
    expect(loaded.status).toBe(200);
    expect(await loaded.json()).toEqual({ name: 'one-of-each', pets: 3 });
    expect(await listIds(server.url)).toEqual([1, 2, 3]);
  });

  it('refuses an unknown scenario name with 400 invalid_scenario and a list of the known ones', async () => {
    server = await startTestServer();
    const response = await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'nope' });
    await expectError(response, 400, 'invalid_scenario', ['nope', 'sold-out']);
  });

  it('refuses an invalid inline scenario whole, naming the JSON path and the problem', async () => {
    server = await startTestServer();
    const before = await listIds(server.url);
    const response = await sendJson(adminUrl(server, '/scenario'), 'POST', {
      name: 'broken',
      version: 1,
      description: 'a pet with a string category',
      pets: [{ name: 'Rex', categoryId: 'two' }],
    });
    await expectError(response, 400, 'invalid_scenario', ['inline', '/pets/0/categoryId']);
    expect(await listIds(server.url)).toEqual(before);
  });

  it('exports the state as a scenario that loads back to identical answers', async () => {
    server = await startTestServer();
    await fetch(`${server.url}/pets`, jsonPost({ name: 'Kept', categoryId: 9 }));
    const exported = await (await fetch(adminUrl(server, '/db'))).json();
    const answersBefore = await (await fetch(`${server.url}/pets?limit=100`, { headers: auth() })).text();
    await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'empty' });
    expect(await listIds(server.url)).toEqual([]);
    expect((await sendJson(adminUrl(server, '/scenario'), 'POST', exported)).status).toBe(200);
    expect(await (await fetch(`${server.url}/pets?limit=100`, { headers: auth() })).text()).toBe(answersBefore);
    const created = await fetch(`${server.url}/pets`, jsonPost({ name: 'Next', categoryId: 1 }));
    expect(((await created.json()) as { id: number }).id).toBe(52);
  });

  it('resets to the state the server started from, and reports readiness', async () => {
    server = await startTestServer({ scenario: 'mixed-status' });
    const start = await listIds(server.url);
    await sendJson(adminUrl(server, '/scenario'), 'POST', { name: 'sold-out' });
    expect(await listIds(server.url)).not.toEqual(start);
    const reset = await fetch(adminUrl(server, '/reset'), { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await listIds(server.url)).toEqual(start);
    const health = (await (await fetch(adminUrl(server, '/health'))).json()) as { status: string; pets: number };
    expect(health).toMatchObject({ status: 'ok', pets: start.length });
  });
});

describe('who may use the admin API', () => {
  it('requires the admin token as a bearer when one is set', async () => {
    server = await startTestServer({ adminToken: 'qa-secret' });
    const without = await fetch(adminUrl(server, '/health'));
    await expectError(without, 401, 'unauthorized');
    expect((await fetch(adminUrl(server, '/health'), { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(adminUrl(server, '/health'), { headers: { authorization: 'Bearer qa-secret' } })).status).toBe(
      200,
    );
  });

  it('refuses to start on a non-loopback host without --admin-token, exit 2', async () => {
    const child = runCli(['--host', '0.0.0.0', '--port', '0', '--in-memory']);
    const { code } = await child.exited;
    expect(code).toBe(2);
    expect(child.stderr()).toContain('--admin-token');
  });

  it('starts on a non-loopback host when --admin-token is given', async () => {
    const child = runCli(['--host', '0.0.0.0', '--port', '0', '--in-memory', '--admin-token', 't']);
    try {
      await expect.poll(() => child.stdout(), { timeout: 15_000 }).toContain('bearer --admin-token');
    } finally {
      child.process.kill('SIGTERM');
      await child.exited;
    }
  });
});
