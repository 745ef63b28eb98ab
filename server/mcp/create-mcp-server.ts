import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import { describeAjvErrors } from '../../core/contract/validation-result.ts';
import { packageVersion } from '../cli/package-version.ts';
import type { AdminClient, AdminRefusal } from './admin-client.ts';
import { mcpResources } from './mcp-resources.ts';
import { mcpTools, type McpTool, type Outcome } from './mcp-tools.ts';
import { component, selfContained } from './tool-schemas.ts';

const sandboxArgument = {
  sandbox: {
    ...component('SandboxName'),
    description: 'A sandbox to act on (see list_sandboxes); the main mock when left out.',
  },
};

/**
 * An MCP server over the admin API: the tools and resources, each call through `admin` (over HTTP
 * for stdio; the operations as functions, in process, for `/__admin/mcp`). The SDK's low-level
 * server: the tools' schemas are the admin spec's JSON Schemas as they are (tool-schemas.ts),
 * checked here with Ajv.
 * @example await createMcpServer(createHttpAdminClient(url)).connect(new StdioServerTransport())
 */
export function createMcpServer(admin: AdminClient): Server {
  const server = new Server(
    { name: 'animal-store-mock', version: packageVersion() },
    { capabilities: { tools: {}, resources: {} } },
  );
  const listed = listedTools();
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed.map(({ tool }) => tool) }));
  server.setRequestHandler(CallToolRequestSchema, async ({ params: { name, arguments: args = {} } }) => {
    const found = listed.find(({ tool }) => tool.name === name);
    if (!found) throw new McpError(ErrorCode.InvalidParams, `No tool named ${name}.`);
    const invalid = found.check(args);
    if (invalid !== undefined)
      return errorResult(
        `MCP error ${ErrorCode.InvalidParams}: Input validation error: Invalid arguments for tool ${name}: ${invalid}`,
      );
    return toResult(await runTool(found.definition, args, admin));
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: mcpResources.map(({ name, uri, title, description }) => ({
      name,
      uri,
      title,
      description,
      mimeType: 'application/json',
    })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async ({ params: { uri } }) => {
    const resource = mcpResources.find((candidate) => candidate.uri === uri);
    if (!resource) throw new McpError(ErrorCode.InvalidParams, `No resource at ${uri}.`);
    return {
      contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(await resource.read(admin), null, 2) }],
    };
  });
  return server;
}

interface ListedTool {
  tool: Tool;
  definition: McpTool;
  /** Why the arguments do not fit the input schema (its first finding), or nothing when they do. */
  check(args: Record<string, unknown>): string | undefined;
}

let made: ListedTool[] | undefined;

/** The tools as listed, made once per process: each schema whole, each input checker compiled on first use. */
function listedTools(): ListedTool[] {
  if (made) return made;
  // Formats are the admin API's to check, with the rest of the spec; this checks shapes only.
  const ajv = new Ajv2020({ strict: false, validateFormats: false, verbose: true });
  return (made = mcpTools.map((definition) => {
    const { name, title, description, annotations, input, output, sandboxed } = definition;
    const inputSchema = selfContained(
      sandboxed ? { ...input, properties: { ...(input.properties as object), ...sandboxArgument } } : input,
    ) as Tool['inputSchema'];
    let validate: ValidateFunction | undefined;
    return {
      tool: {
        name,
        title,
        description,
        annotations,
        inputSchema,
        outputSchema: selfContained(output) as Tool['outputSchema'],
      },
      definition,
      check(args) {
        validate ??= ajv.compile(inputSchema);
        if (validate(args)) return undefined;
        return firstFinding(validate.errors ?? []);
      },
    };
  }));
}

/** What is wrong at the first place the arguments fail, in the words of the one Ajv describer: each rule it breaks there. */
function firstFinding(errors: readonly ErrorObject[]): string {
  const problems = describeAjvErrors(errors);
  const place = problems[0]?.pointer ?? '';
  const said = problems.filter(({ pointer }) => pointer === place).map(({ rule }) => rule);
  const where = place.slice(1).replaceAll('/', '.');
  return `${said.join(', or ') || 'does not fit the input schema'}${where ? ` at ${where}` : ''}`;
}

/** Runs a tool on its sandbox, which must exist: naming one never creates it. */
async function runTool(
  tool: McpTool,
  { sandbox, ...args }: Record<string, unknown>,
  admin: AdminClient,
): Promise<Outcome> {
  if (typeof sandbox !== 'string') return tool.run(args as Record<string, never>, admin.send);
  const there = await admin.inSandbox(sandbox);
  return there.ok ? tool.run(args as Record<string, never>, there.client.send) : there;
}

function toResult(outcome: Outcome): CallToolResult {
  if (!outcome.ok) return errorResult(refusalLine(outcome.refusal));
  return { content: [{ type: 'text', text: JSON.stringify(outcome.value) }], structuredContent: outcome.value };
}

const errorResult = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** One line: the admin API's code (and status) and message. */
export function refusalLine({ code, status, message }: AdminRefusal): string {
  return `${code}${status === undefined ? '' : ` (${status})`}: ${message.replace(/\s*\n\s*/g, ' ')}`;
}
