import { afterEach, describe, expect, it } from 'vitest';
import { rawExchange, type RawAnswer } from '../support/raw-exchange.ts';
import { callTool, connectMcpHttp } from '../support/mcp-client.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'guard-test', version: '1.0.0' } },
});

/** One request to `/__admin/mcp` over a raw socket, with exactly these header lines. */
async function mcpRequest(server: Server, method: string, headers: string[], body = ''): Promise<RawAnswer> {
  const head = [
    `${method} /__admin/mcp HTTP/1.1`,
    ...headers,
    'Accept: application/json, text/event-stream',
    'Connection: close',
    ...(body === '' ? [] : ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`]),
  ];
  const { answers } = await rawExchange(server.port, `${head.join('\r\n')}\r\n\r\n${body}`, { untilAnswers: 1 });
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

/** What a refused request must leave as it was. */
async function state(server: Server): Promise<unknown> {
  const read = async (path: string) =>
    (await fetch(adminUrl(server, path), { headers: { authorization: 'Bearer sesame-admin' } })).json();
  return {
    failures: await read('/failures'),
    sandboxes: await read('/sandboxes'),
    pets: server.store.count(),
    clock: (await read('/clock')).simulated,
  };
}

describe('/__admin/mcp behind the control plane guards', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('refuses a foreign Host with 403, like every other admin route', async () => {
    server = await startTestServer();
    const before = await state(server);
    const answer = await mcpRequest(server, 'POST', ['Host: evil.example:4010'], initialize);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'host_not_allowed' });
    expect(answer.headers['mcp-session-id']).toBeUndefined();
    expect(await state(server)).toEqual(before);
  });

  it('with --admin-token, answers 401 without it or with a wrong one, and serves the tools with it', async () => {
    server = await startTestServer({ adminToken: 'sesame-admin' });
    const host = `Host: 127.0.0.1:${server.port}`;
    const before = await state(server);
    for (const credentials of [[], ['Authorization: Bearer guess']]) {
      const answer = await mcpRequest(server, 'POST', [host, ...credentials], initialize);
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'unauthorized' });
    }
    expect(await state(server)).toEqual(before);
    const client = await connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`, {
      authorization: 'Bearer sesame-admin',
    });
    // The tools call the control plane with this request's own token: they pass its guard too.
    expect(
      await callTool(client, 'add_failure_rule', { rule: { operationId: 'listPets', status: 500 } }),
    ).toMatchObject({ rule: { status: 500 } });
    await client.close();
  });

  it('grants no CORS to a preflight from an unknown origin, and refuses a change from another site', async () => {
    server = await startTestServer();
    const host = `Host: 127.0.0.1:${server.port}`;
    const before = await state(server);
    const preflight = await mcpRequest(server, 'OPTIONS', [
      host,
      'Origin: https://evil.example',
      'Access-Control-Request-Method: POST',
      'Access-Control-Request-Headers: content-type, mcp-session-id',
    ]);
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const foreign = await mcpRequest(server, 'POST', [host, 'Origin: https://evil.example'], initialize);
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body)).toMatchObject({ code: 'forbidden' });
    const crossSite = await mcpRequest(server, 'POST', [host, 'Sec-Fetch-Site: cross-site'], initialize);
    expect(crossSite.status).toBe(403);
    expect(await state(server)).toEqual(before);
  });

  it('acts on the main mock whatever sandbox the request names: naming one creates none', async () => {
    server = await startTestServer();
    const host = `Host: 127.0.0.1:${server.port}`;
    const answer = await mcpRequest(server, 'POST', [host, 'Animal-Store-Sandbox: stray'], initialize);
    expect(answer.status).toBe(200);
    const query = await rawExchange(
      server.port,
      `DELETE /__admin/mcp?sandbox=stray2 HTTP/1.1\r\n${host}\r\nConnection: close\r\n\r\n`,
      { untilAnswers: 1 },
    );
    expect(query.answers[0]?.status).not.toBe(500);
    expect(server.sandboxes?.list()).toEqual([]);
  });

  it('answers a body over 1 MiB with 413, as every admin route does', async () => {
    server = await startTestServer();
    const answer = await mcpRequest(
      server,
      'POST',
      [`Host: 127.0.0.1:${server.port}`],
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(1024 * 1024) } }),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unknown session with the admin Error body, 404, so the client starts a new one', async () => {
    server = await startTestServer();
    const answer = await mcpRequest(
      server,
      'POST',
      [`Host: 127.0.0.1:${server.port}`, 'Mcp-Session-Id: no-such-session'],
      initialize,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'not_found', status: 404 });
  });
});
