import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, jsonPost } from '../support/requests.ts';
import { callTool, callToolError, connectMcpHttp, type McpClient } from '../support/mcp-client.ts';
import { startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the MCP server at /__admin/mcp', () => {
  let server: Server;
  let client: McpClient;
  beforeAll(async () => {
    server = await startTestServer();
    client = await connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`);
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it('lists every tool with a title, annotations and input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map(({ name }) => name).sort()).toEqual([
      'add_failure_rule', 'advance_clock', 'clear_failure_rules', 'create_sandbox', 'drop_sandbox', 'explain_request', 'get_clock', 'get_coverage',
      'list_failure_rules', 'list_requests', 'list_sandboxes', 'list_scenarios', 'load_scenario', 'reset', 'set_clock', 'snapshot_store',
    ]);
    for (const tool of tools) {
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
  });

  it('loads a scenario, breaks an operation, and finds the failed request in the journal and coverage', async () => {
    expect(await callTool(client, 'load_scenario', { name: 'sold-out' })).toMatchObject({ name: 'sold-out' });
    const { rule } = await callTool<{ rule: { id: string } }>(client, 'add_failure_rule', { rule: { operationId: 'createPet', status: 503, times: 1 } });
    const response = await fetch(`${server.url}/pets`, jsonPost({ name: 'Rex' }, auth()));
    expect(response.status).toBe(503);
    const { requests } = await callTool<{ requests: { id: number; rules: string[]; status: number }[] }>(client, 'list_requests', { operationId: 'createPet', status: 503 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.rules).toEqual([rule.id]);
    const coverage = await callTool<{ operations: Record<string, { failures: Record<string, { hits: number }> }> }>(client, 'get_coverage');
    console.log(JSON.stringify(coverage.operations.createPet));
  });
});
