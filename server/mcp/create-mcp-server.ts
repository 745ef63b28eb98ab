import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { packageVersion } from '../cli/package-version.ts';
import type { AdminClient, AdminRefusal } from './admin-client.ts';
import { mcpResources } from './mcp-resources.ts';
import { mcpTools, type McpTool, type Outcome } from './mcp-tools.ts';
import { specSchema } from './spec-schema.ts';

/** The SDK's `extra` of a request: its headers, when it came over HTTP. */
type Extra = { requestInfo?: { headers: Record<string, string | string[] | undefined> } | undefined };

/**
 * An MCP server over the admin API: the tools and resources, each call through the admin client
 * `adminFor` gives for that request (over HTTP for stdio; in process, with the request's own
 * credentials, for `/__admin/mcp`).
 * @example await createMcpServer(() => createHttpAdminClient(url)).connect(new StdioServerTransport())
 */
export function createMcpServer(adminFor: (extra: Extra) => AdminClient): McpServer {
  const server = new McpServer({ name: 'animal-store-mock', version: packageVersion() }, { capabilities: { tools: {}, resources: {} } });
  const sandboxArgument = { sandbox: specSchema('/components/schemas/SandboxName').optional().describe('A sandbox to act on (see list_sandboxes); the main mock when left out.') };
  for (const tool of mcpTools) {
    const { name, title, description, annotations, output } = tool;
    const input = tool.sandboxed ? { ...tool.input, ...sandboxArgument } : tool.input;
    server.registerTool(name, { title, description, inputSchema: input, outputSchema: output as z.ZodObject, annotations }, async (args: Record<string, unknown>, extra: Extra) =>
      toResult(await runTool(tool, args, adminFor(extra))),
    );
  }
  for (const resource of mcpResources) {
    const { name, uri, title, description } = resource;
    server.registerResource(name, uri, { title, description, mimeType: 'application/json' }, async (url, extra: Extra) => ({
      contents: [{ uri: url.href, mimeType: 'application/json', text: JSON.stringify(await resource.read(adminFor(extra)), null, 2) }],
    }));
  }
  return server;
}

/** Runs a tool on its sandbox, which must exist: naming one never creates it. */
async function runTool(tool: McpTool, { sandbox, ...args }: Record<string, unknown>, admin: AdminClient): Promise<Outcome> {
  if (typeof sandbox !== 'string') return tool.run(args as Record<string, never>, (call) => admin.send(call));
  const listed = await admin.send({ method: 'GET', path: '/sandboxes' });
  if (!listed.ok) return listed;
  const names = (listed.body as { name: string }[]).map(({ name }) => name);
  if (!names.includes(sandbox)) {
    const known = names.length === 0 ? 'there are none' : `the sandboxes: ${names.join(', ')}`;
    return { ok: false, refusal: { code: 'no_such_sandbox', message: `No sandbox named "${sandbox}"; ${known}. Create it with create_sandbox.` } };
  }
  return tool.run(args as Record<string, never>, (call) => admin.send({ ...call, sandbox }));
}

function toResult(outcome: Outcome): CallToolResult {
  if (!outcome.ok) return { content: [{ type: 'text', text: refusalLine(outcome.refusal) }], isError: true };
  return { content: [{ type: 'text', text: JSON.stringify(outcome.value) }], structuredContent: outcome.value };
}

/** One line: the admin API's code (and status) and message. */
export function refusalLine({ code, status, message }: AdminRefusal): string {
  return `${code}${status === undefined ? '' : ` (${status})`}: ${message.replace(/\s*\n\s*/g, ' ')}`;
}
