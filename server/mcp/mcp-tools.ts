import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { AdminAnswer, AdminCall, AdminRefusal } from './admin-client.ts';
import {
  adminDocument,
  component,
  objectSchema,
  requestSchema,
  responseSchema,
  type JsonSchema,
} from './tool-schemas.ts';

/** One admin operation, on the tool's sandbox when one was named. */
export type Send = (call: AdminCall) => Promise<AdminAnswer>;

/** What a tool gives back: its structured result, or a refusal (an MCP tool error). */
export type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; refusal: AdminRefusal };

export interface McpTool {
  name: string;
  title: string;
  description: string;
  /** The arguments (an object schema of spec/admin.openapi.yaml's), but for `sandbox`, which every sandboxed tool takes. */
  input: JsonSchema;
  output: JsonSchema;
  annotations: ToolAnnotations;
  /** Acts on the sandbox its `sandbox` argument names (all but the sandbox management tools). */
  sandboxed: boolean;
  run(args: Record<string, never>, send: Send): Promise<Outcome>;
}

const read: ToolAnnotations = { readOnlyHint: true, openWorldHint: false };
const change: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };
const destroy: ToolAnnotations = { readOnlyHint: false, destructiveHint: true, openWorldHint: false };

const noArguments = objectSchema({});
const refused = (code: string, message: string): Outcome => ({ ok: false, refusal: { code, message } });
const listOf = (item: JsonSchema): JsonSchema => ({ type: 'array', items: item });

/** The answer's body as the tool's result, `shape` making a list (or nothing) into an object. */
async function call(
  send: Send,
  request: AdminCall,
  shape: (body: never) => Record<string, unknown> = (body) => body,
): Promise<Outcome> {
  const answer = await send(request);
  return answer.ok ? { ok: true, value: shape(answer.body as never) } : answer;
}

/** What spec/admin.openapi.yaml says of an operation an MCP tool exposes (its `x-mcp`). */
interface McpExtension {
  tool: string;
  /** What an agent reads where the operation's summary and description (the defaults) are worded for HTTP. */
  title?: string;
  description?: string;
  /** A POST that replaces what it acts on (`reset`): a DELETE is destructive by its method. */
  destructive?: boolean;
  /** The key its list answer goes under: a tool's result is an object. */
  wrap?: string;
}

interface SpecParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface SpecOperation {
  operationId: string;
  'x-mcp'?: McpExtension;
  summary: string;
  description: string;
  tags?: string[];
  parameters?: SpecParameter[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

/**
 * The tools whose arguments or result the operation's own shapes cannot give (an either-or, one rule
 * of a list, a default the agent's context needs, a drop's name): their input, output and run.
 * Their names, titles, descriptions and annotations still come from the spec.
 */
const shapedTools: Record<string, Pick<McpTool, 'run'> & Partial<Pick<McpTool, 'input' | 'output'>>> = {
  load_scenario: shaped<{ name?: string; scenario?: unknown }>({
    input: objectSchema(
      {
        name: { type: 'string', minLength: 1, description: 'A built-in scenario (see list_scenarios).' },
        scenario: component('Scenario'),
      },
      [],
    ),
    output: responseSchema('loadScenario', 200),
    run: ({ name, scenario }, send) =>
      (name === undefined) === (scenario === undefined)
        ? Promise.resolve(
            refused(
              'invalid_arguments',
              'Give either name (a built-in scenario) or scenario (a whole one), not both or neither.',
            ),
          )
        : call(send, { operation: 'loadScenario', input: scenario ?? { name } }),
  }),
  add_failure_rule: shaped<{ rule: unknown }>({
    input: objectSchema({ rule: component('FailureRule') }),
    output: objectSchema({ rule: component('ActiveFailureRule') }),
    run: ({ rule }, send) => call(send, { operation: 'addFailures', input: rule }, (added) => ({ rule: added })),
  }),
  list_requests: shaped<{ operationId?: string; status?: number; since?: number; limit?: number }>({
    input: objectSchema(
      {
        operationId: { type: 'string', minLength: 1, description: 'e.g. createPet' },
        status: { type: 'integer', minimum: 100, maximum: 599 },
        since: { type: 'integer', minimum: 0, description: 'A journal id; only newer entries.' },
        // An entry may carry 64 KiB of bodies: the whole journal would flood an agent's context.
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 1000,
          default: 20,
          description: 'At most this many, the newest.',
        },
      },
      [],
    ),
    output: objectSchema({ requests: listOf(component('JournalEntry')) }),
    // The journal filters on the server, by the operation each entry was matched to when recorded.
    run: ({ limit = 20, ...filter }, send) =>
      call(send, { operation: 'listRequests', input: { ...filter, limit } }, (entries: never[]) => ({
        requests: entries,
      })),
  }),
  drop_sandbox: shaped<{ name: string }>({
    input: objectSchema({ name: component('SandboxName') }),
    output: objectSchema({ dropped: { type: 'string' } }),
    run: ({ name }, send) => call(send, { operation: 'deleteSandbox', input: name }, () => ({ dropped: name })),
  }),
};

/** A shaped tool's parts, typed by its own arguments where they are written. */
function shaped<A = Record<string, never>>(
  parts: { run(args: A, send: Send): Promise<Outcome> } & Partial<Pick<McpTool, 'input' | 'output'>>,
): Pick<McpTool, 'run'> & Partial<Pick<McpTool, 'input' | 'output'>> {
  return parts as never;
}

/**
 * Every tool of the MCP server, one per operation of spec/admin.openapi.yaml that has an `x-mcp`,
 * in the spec's order: named and described there, its arguments its path and query parameters or
 * its JSON body, its result its success answer's schema, read-only for a GET, destructive for a DELETE,
 * on the `sandbox` argument's sandbox unless tagged `sandboxes`.
 */
export const mcpTools: readonly McpTool[] = specOperations().flatMap(({ method, operation }) => {
  const extension = operation['x-mcp'];
  if (!extension) return [];
  const { tool: name, destructive = method === 'delete', wrap } = extension;
  const { title = operation.summary, description = operation.description } = extension;
  const annotations = method === 'get' ? read : destructive ? destroy : change;
  // The operations tagged `sandboxes` manage the sandboxes themselves, so they act on none.
  const sandboxed = !operation.tags?.includes('sandboxes');
  const parts = shapedTools[name] ?? derivedParts(operation, wrap);
  return [{ name, title, description, annotations, sandboxed, input: noArguments, ...parts } as McpTool];
});

for (const name of Object.keys(shapedTools))
  if (!mcpTools.some((tool) => tool.name === name))
    throw new Error(`server/mcp/mcp-tools.ts shapes ${name}, which no operation's x-mcp names`);

/** The operations of the admin document, with their methods, in its order. */
function specOperations(): { method: string; operation: SpecOperation }[] {
  return Object.values(adminDocument().paths as Record<string, Record<string, SpecOperation>>).flatMap((methods) =>
    Object.entries(methods).map(([method, operation]) => ({ method, operation })),
  );
}

/** A tool made from its operation alone: a body as the arguments, or its path and query parameters. */
function derivedParts({ operationId, parameters = [], requestBody, responses }: SpecOperation, wrap?: string) {
  const status = Number(Object.keys(responses).find((code) => /^2\d\d$/.test(code)));
  const answer = responseSchema(operationId, status);
  const output = wrap ? objectSchema({ [wrap]: answer }) : answer;
  const shape = (body: never): Record<string, unknown> => (wrap ? { [wrap]: body } : body);
  if (requestBody)
    return {
      input: requestSchema(operationId),
      output,
      run: (args: Record<string, never>, send: Send) =>
        call(send, { operation: operationId, input: args } as AdminCall, shape),
    };
  const fields = parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const path = fields.find((parameter) => parameter.in === 'path');
  return {
    input: objectSchema(
      Object.fromEntries(
        fields.map(({ name, schema = {}, description }) => [name, { ...schema, ...(description && { description }) }]),
      ),
      fields.filter((parameter) => parameter.in === 'path' || parameter.required).map(({ name }) => name),
    ),
    output,
    // One path parameter is the operation's input itself (an id, a name); query parameters go as an object.
    run: (args: Record<string, never>, send: Send) =>
      call(send, { operation: operationId, input: path ? args[path.name] : args } as AdminCall, shape),
  };
}
