import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdminClient } from '../../server/mcp/http-admin-client.ts';
import { createMcpServer } from '../../server/mcp/create-mcp-server.ts';
import { mcpTools } from '../../server/mcp/mcp-tools.ts';
import { connectMcpHttp, type McpClient } from '../support/mcp-client.ts';
import { rawExchange } from '../support/raw-exchange.ts';
import { auth, jsonPost } from '../support/requests.ts';
import { startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

// Both servers start alike, on a frozen clock: what differs is their port and the real time a sandbox was used.
const config = { now: new Date('2030-01-01T00:00:00.000Z'), speed: 0, adminToken: 'sesame-admin' };
const token = { authorization: 'Bearer sesame-admin' };

/** The same calls, in order, on both sides; `api` sends the same API requests to each server first. */
const steps: { tool: string; args?: Record<string, unknown>; api?: boolean }[] = [
  { tool: 'list_scenarios' },
  { tool: 'load_scenario', args: { name: 'sold-out' } },
  { tool: 'load_scenario', args: { name: 'no-such-scenario' } },
  { tool: 'add_failure_rule', args: { rule: { id: 'slow-create', operationId: 'createPet', status: 503, times: 1 } } },
  { tool: 'list_failure_rules' },
  { tool: 'list_requests', args: { operationId: 'createPet' }, api: true },
  { tool: 'list_requests', args: { limit: 1 } },
  { tool: 'list_requests', args: { operationId: 'noSuchOperation' } },
  { tool: 'explain_request', args: { id: 0 } },
  { tool: 'explain_request', args: { id: 99_999 } },
  { tool: 'get_coverage' },
  { tool: 'clear_failure_rules' },
  { tool: 'get_clock' },
  { tool: 'set_clock', args: { now: '2030-06-01T00:00:00.000Z', speed: 0 } },
  { tool: 'set_clock', args: { now: '2030-13-45T99:00:00Z' } },
  { tool: 'set_world', args: { world: { seed: 3, arrivals: { perHour: 4, status: 'pending' } } } },
  { tool: 'advance_clock', args: { by: '2h' } },
  { tool: 'advance_clock', args: { by: '1h', to: '2031-01-01T00:00:00.000Z' } },
  { tool: 'get_world' },
  { tool: 'set_world', args: { world: { adoptions: { perHour: 1, soldAfter: ['2h', '1h'] } } } },
  { tool: 'set_world', args: { world: null } },
  { tool: 'snapshot_store' },
  { tool: 'create_sandbox', args: { name: 'worker-1', count: 3 } },
  { tool: 'create_sandbox', args: { name: 'worker-2', scenario: 'no-such-scenario' } },
  { tool: 'list_sandboxes' },
  { tool: 'get_sandbox', args: { name: 'worker-1' } },
  { tool: 'get_sandbox', args: { name: 'worker-9' } },
  {
    tool: 'add_failure_rule',
    args: { sandbox: 'worker-1', rule: { id: 'broken-list', operationId: 'listPets', status: 500 } },
  },
  { tool: 'list_failure_rules', args: { sandbox: 'worker-1' } },
  { tool: 'get_clock', args: { sandbox: 'worker-9' } },
  { tool: 'snapshot_store', args: { sandbox: 'worker-1' } },
  { tool: 'reset', args: { sandbox: 'worker-1' } },
  { tool: 'drop_sandbox', args: { name: 'worker-1' } },
  { tool: 'drop_sandbox', args: { name: 'worker-1' } },
  { tool: 'reset' },
];

/** A result with what may differ between two servers said alike: the port, and real times of use (in its text too). */
function comparable({ content, ...rest }: CallToolResult, port: number): unknown {
  const alike = (text: string): unknown => {
    const said = text.replaceAll(`127.0.0.1:${port}`, '127.0.0.1:<port>');
    try {
      return JSON.parse(said, (key, value) =>
        ['lastUsed', 'expiresAt', 'durationMs', 'takenAt'].includes(key) ||
        (key === 'description' && /^The mock /.test(value))
          ? '<varies>'
          : value,
      );
    } catch {
      return said;
    }
  };
  return {
    ...(alike(JSON.stringify(rest)) as object),
    content: content.map((part) => (part.type === 'text' ? { ...part, text: alike(part.text) } : part)),
  };
}

describe('the tools in process (/__admin/mcp) answer as the admin API over HTTP does', () => {
  let inProcess: { server: Server; client: McpClient };
  let overHttp: { server: Server; client: McpClient };

  beforeAll(async () => {
    const first = await startTestServer(config);
    inProcess = { server: first, client: await connectMcpHttp(`http://127.0.0.1:${first.port}/__admin/mcp`, token) };
    // The stdio command's server, over the HTTP admin client, without the process around it.
    const second = await startTestServer(config);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(
      createHttpAdminClient(`http://127.0.0.1:${second.port}`, { adminToken: 'sesame-admin' }),
    ).connect(serverSide);
    const client = new Client({ name: 'parity', version: '1.0.0' });
    await client.connect(clientSide);
    overHttp = { server: second, client };
  });
  afterAll(async () => {
    for (const side of [inProcess, overHttp]) {
      await side?.client.close();
      await side?.server.close();
    }
  });

  it('gives each tool the same result or the same refusal, step by step', async () => {
    for (const [index, { tool, args = {}, api }] of steps.entries()) {
      const [here, there] = await Promise.all(
        [inProcess, overHttp].map(async ({ server, client }) => {
          if (api) {
            await fetch(`${server.url}/pets`, jsonPost({ name: 'Rex' }, auth()));
            await fetch(`${server.url}/pets?limit=1`, { headers: auth() });
          }
          return comparable((await client.callTool({ name: tool, arguments: args })) as CallToolResult, server.port);
        }),
      );
      expect(here, `step ${index}: ${tool} ${JSON.stringify(args)}`).toEqual(there);
    }
    expect(new Set(steps.map(({ tool }) => tool))).toEqual(new Set(mcpTools.map(({ name }) => name)));
  });

  it.for([
    { label: 'a foreign Host', headers: ['Host: evil.example:4010', 'Authorization: Bearer sesame-admin'] },
    { label: 'no admin token', headers: ['Host: <host>'] },
    { label: 'a wrong admin token', headers: ['Host: <host>', 'Authorization: Bearer guess'] },
    {
      label: 'a change from another site',
      headers: ['Host: <host>', 'Authorization: Bearer sesame-admin', 'Origin: https://evil.example'],
    },
  ])('refuses $label at /__admin/mcp exactly as at another admin route', async ({ headers }) => {
    const { server } = inProcess;
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'reset', arguments: {} },
    });
    const answer = async (path: string) => {
      const head = [
        `POST ${path} HTTP/1.1`,
        ...headers.map((line) => line.replace('<host>', `127.0.0.1:${server.port}`)),
        'Accept: application/json, text/event-stream',
        'Content-Type: application/json',
        `Content-Length: ${body.length}`,
        'Connection: close',
      ];
      const [only] = (await rawExchange(server.port, `${head.join('\r\n')}\r\n\r\n${body}`, { untilAnswers: 1 }))
        .answers;
      return { status: only!.status, body: JSON.parse(only!.body), challenge: only!.headers['www-authenticate'] };
    };
    const [mcp, reset] = [await answer('/__admin/mcp'), await answer('/__admin/reset')];
    expect(mcp.status).toBeGreaterThanOrEqual(400);
    expect(mcp).toEqual(reset);
  });
});
