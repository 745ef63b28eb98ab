import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { serverNodeFlags } from '../../server/node-flags.ts';
import { repoRoot } from './child-server.ts';

/** An MCP client of the SDK, connected; close it when done. */
export type McpClient = Client;

/**
 * The SDK's own client over Streamable HTTP to a server's `/__admin/mcp`.
 * @example const client = await connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`);
 */
export async function connectMcpHttp(url: string, headers: Record<string, string> = {}): Promise<McpClient> {
  const client = new Client({ name: 'animal-store-mock-tests', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  return client;
}

/**
 * The SDK's own client over stdio to `animal-store-mock mcp` (server/bin.ts on this Node, as the
 * process tests run the CLI); what it prints on stderr is kept in `stderr()`.
 */
export async function connectMcpStdio(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ client: McpClient; stderr(): string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...serverNodeFlags, 'server/bin.ts', 'mcp', ...args],
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...env },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  const client = new Client({ name: 'animal-store-mock-tests', version: '1.0.0' });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

/** Calls a tool that must succeed and returns its structured result. */
export async function callTool<T = Record<string, unknown>>(
  client: McpClient,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`);
  return result.structuredContent as T;
}

/** Calls a tool that must fail and returns its one line of error text. */
export async function callToolError(
  client: McpClient,
  name: string,
  args: Record<string, unknown> = {},
): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!result.isError) throw new Error(`${name} succeeded: ${JSON.stringify(result.structuredContent)}`);
  const [first] = result.content;
  return first?.type === 'text' ? first.text : '';
}
