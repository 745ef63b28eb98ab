import { afterEach, describe, expect, it } from 'vitest';
import { createMock, fromFetchRequest, type ControlPlaneReach } from '../../core/internal.ts';
import { createMcpEndpoint } from '../../server/mcp/mcp-endpoint.ts';
import { connectMcpHttp } from '../support/mcp-client.ts';
import { startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('MCP sessions at /__admin/mcp', () => {
  let server: Server;
  afterEach(() => server?.close());

  it('keeps at most 32: a 33rd ends the least recently used, whose next request is 404', async () => {
    server = await startTestServer();
    const url = `http://127.0.0.1:${server.port}/__admin/mcp`;
    const clients = [];
    for (let i = 0; i < 33; i++) clients.push(await connectMcpHttp(url));
    await expect(clients[0]!.listTools()).rejects.toThrow(/404|session/i);
    expect((await clients[1]!.listTools()).tools.length).toBeGreaterThan(0);
    expect((await clients[32]!.listTools()).tools.length).toBeGreaterThan(0);
    await Promise.all(clients.map((client) => client.close()));
  });

  it('ends every open event stream when it closes, so a stopping server waits for none', async () => {
    let reach: ControlPlaneReach | undefined;
    const mock = await createMock({ adminRoutes: (given) => ((reach = given), []) });
    const endpoint = createMcpEndpoint(reach!);
    const send = async (method: string, headers: Record<string, string>, body?: unknown) =>
      endpoint.handle(
        await fromFetchRequest(
          new Request('http://127.0.0.1/__admin/mcp', {
            method,
            headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', ...headers },
            ...(body !== undefined && { body: JSON.stringify(body) }),
          }),
        ),
      );
    const opened = await send(
      'POST',
      {},
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
    );
    const session = { 'mcp-session-id': opened.headers['mcp-session-id']!, 'mcp-protocol-version': '2025-11-25' };
    expect((await send('POST', session, { jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    const stream = await send('GET', { ...session, accept: 'text/event-stream' });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await endpoint.close();
    let done = false;
    for (let reads = 0; !done && reads < 10; reads++) ({ done } = await reader.read());
    expect(done).toBe(true);
    await mock.close();
  });
});
