import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { AdminAnswer, AdminCall, AdminRefusal } from './admin-client.ts';
import { component, objectSchema, requestSchema, responseSchema, type JsonSchema } from './tool-schemas.ts';

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

/** A tool, typed by its own arguments where it is written, and stored with the others as one list. */
function tool<A = Record<string, never>>(
  definition: Omit<McpTool, 'run' | 'input' | 'sandboxed'> & {
    input?: JsonSchema;
    sandboxed?: boolean;
    run(args: A, send: Send): Promise<Outcome>;
  },
): McpTool {
  return { input: noArguments, sandboxed: true, ...definition, run: definition.run as McpTool['run'] };
}

/** Every tool of the MCP server, each one operation of the admin API (spec/admin.openapi.yaml), named by its operationId. */
export const mcpTools: readonly McpTool[] = [
  tool({
    name: 'list_scenarios',
    title: 'List the built-in scenarios',
    description: 'The built-in scenarios, by name, each with its one-line description.',
    output: objectSchema({ scenarios: responseSchema('listScenarios', 200) }),
    annotations: read,
    run: (_args, send) => call(send, { operation: 'listScenarios' }, (scenarios) => ({ scenarios })),
  }),
  tool<{ name?: string; scenario?: unknown }>({
    name: 'load_scenario',
    title: 'Load a scenario',
    description:
      "Replaces the store's pets with a built-in scenario (by name) or a whole scenario (fixtures/scenario.schema.json); its keys, rules and clock replace the current ones when it gives them. Give name or scenario.",
    input: objectSchema(
      {
        name: { type: 'string', minLength: 1, description: 'A built-in scenario (see list_scenarios).' },
        scenario: component('Scenario'),
      },
      [],
    ),
    output: responseSchema('loadScenario', 200),
    annotations: destroy,
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
  tool({
    name: 'reset',
    title: 'Reset the mock',
    description: 'Returns to the state the server started from: pets, keys, rules, clock.',
    output: component('Health'),
    annotations: destroy,
    run: (_args, send) => call(send, { operation: 'reset' }),
  }),
  tool({
    name: 'list_failure_rules',
    title: 'List failure rules',
    description:
      'The failure rules in force, in the order they are tried, with what each has done (matched, fired, left).',
    output: objectSchema({ rules: listOf(component('ActiveFailureRule')) }),
    annotations: read,
    run: (_args, send) => call(send, { operation: 'listFailures' }, (rules) => ({ rules })),
  }),
  tool<{ rule: unknown }>({
    name: 'add_failure_rule',
    title: 'Add a failure rule',
    description:
      'Breaks matching requests: e.g. { "operationId": "createPet", "status": 503, "times": 2 }, { "operationId": "listPets", "latency": 2000 }, { "operationId": "getPet", "fault": "reset" }.',
    input: objectSchema({ rule: component('FailureRule') }),
    output: objectSchema({ rule: component('ActiveFailureRule') }),
    annotations: change,
    run: ({ rule }, send) => call(send, { operation: 'addFailures', input: rule }, (added) => ({ rule: added })),
  }),
  tool({
    name: 'clear_failure_rules',
    title: 'Clear failure rules',
    description: 'Removes every failure rule.',
    output: component('Removed'),
    annotations: destroy,
    run: (_args, send) => call(send, { operation: 'clearFailures' }),
  }),
  tool({
    name: 'get_clock',
    title: 'Read the clock',
    description: "The mock's simulated time, and whether getPet is past its sunset (410).",
    output: component('Clock'),
    annotations: read,
    run: (_args, send) => call(send, { operation: 'getClock' }),
  }),
  tool({
    name: 'set_clock',
    title: 'Set the clock',
    description:
      'Sets the simulated time (now: an ISO 8601 date, it runs on from there; null for real time) and its speed (0 freezes it, 1 is real time, 3600 an hour a second). Give either or both.',
    input: requestSchema('setClock'),
    output: component('Clock'),
    annotations: change,
    run: (args, send) => call(send, { operation: 'setClock', input: args }),
  }),
  tool({
    name: 'advance_clock',
    title: 'Advance the clock',
    description:
      'Moves the simulated time forward by a duration ("90s", "15m", "1h", "2d", or ms) or to an ISO 8601 time (give by or to), applying the world\'s events on the way; answers the new time and those events.',
    input: requestSchema('advanceClock'),
    output: responseSchema('advanceClock', 200),
    annotations: change,
    run: (args, send) => call(send, { operation: 'advanceClock', input: args }),
  }),
  tool({
    name: 'get_world',
    title: 'Read the world',
    description:
      'The world of other shoppers in force (null when none: adoptions, arrivals, departures on the clock), the seq of its newest event and when the next one is due.',
    output: component('WorldView'),
    annotations: read,
    run: (_args, send) => call(send, { operation: 'getWorld' }),
  }),
  tool({
    name: 'set_world',
    title: 'Set the world',
    description:
      'Puts a world in force from the clock\'s current time, e.g. { "seed": 7, "adoptions": { "perHour": 6, "soldAfter": ["10m", "1h"] }, "arrivals": { "perHour": 2 } }; null turns it off. It moves only when the clock does (advance_clock).',
    input: requestSchema('setWorld'),
    output: component('WorldView'),
    annotations: change,
    run: (args, send) => call(send, { operation: 'setWorld', input: args }),
  }),
  tool<{ operationId?: string; status?: number; since?: number; limit?: number }>({
    name: 'list_requests',
    title: 'List recent requests',
    description:
      'The journal of recent requests, oldest first, credentials masked: the newest `limit` (default 20) of those that match. Filter by operationId, by status, and since a journal id (exclusive: only newer ones).',
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
    annotations: read,
    // The journal filters on the server, by the operation each entry was matched to when recorded.
    run: ({ limit = 20, ...filter }, send) =>
      call(send, { operation: 'listRequests', input: { ...filter, limit } }, (entries: never[]) => ({
        requests: entries,
      })),
  }),
  tool<{ id: number }>({
    name: 'explain_request',
    title: 'Explain a request',
    description:
      'Why the mock answered a journaled request as it did: the decisions taken, in order (host, sandbox, cors, auth, validation, failure, clock, store, proxy).',
    input: objectSchema({ id: { type: 'integer', minimum: 0, description: 'A journal id (see list_requests).' } }),
    output: component('Explanation'),
    annotations: read,
    run: ({ id }, send) => call(send, { operation: 'explainRequest', input: id }),
  }),
  tool({
    name: 'get_coverage',
    title: 'Read coverage',
    description: 'Which documented responses and which injected failure kinds the clients were shown, per operation.',
    output: component('Coverage'),
    annotations: read,
    run: (_args, send) => call(send, { operation: 'getCoverage' }),
  }),
  tool({
    name: 'snapshot_store',
    title: 'Snapshot the store',
    description:
      'The state now, or with at (a journal id) just before that request was answered, as a snapshot: a scenario that load_scenario loads for the same next answers.',
    input: objectSchema({ at: { type: 'integer', minimum: 1 } }, []),
    output: component('Scenario'),
    annotations: read,
    run: ({ at }: { at?: number }, send) => call(send, { operation: 'getSnapshot', input: { at } }),
  }),
  tool({
    name: 'list_sandboxes',
    title: 'List sandboxes',
    description: 'The sandboxes (isolated mocks, one per test worker), least recently used first.',
    output: objectSchema({ sandboxes: listOf(component('SandboxSummary')) }),
    annotations: read,
    sandboxed: false,
    run: (_args, send) => call(send, { operation: 'listSandboxes' }, (sandboxes) => ({ sandboxes })),
  }),
  tool({
    name: 'create_sandbox',
    title: 'Create a sandbox',
    description:
      'Creates a sandbox (or replaces the one of that name) from the start state, or from the scenario, seed or count given. Other tools act on it with their sandbox argument.',
    input: requestSchema('createSandbox'),
    output: responseSchema('createSandbox', 201),
    annotations: change,
    sandboxed: false,
    run: (args, send) => call(send, { operation: 'createSandbox', input: args }),
  }),
  tool<{ name: string }>({
    name: 'drop_sandbox',
    title: 'Drop a sandbox',
    description: 'Drops a sandbox and everything in it.',
    input: objectSchema({ name: component('SandboxName') }),
    output: objectSchema({ dropped: { type: 'string' } }),
    annotations: destroy,
    sandboxed: false,
    run: ({ name }, send) => call(send, { operation: 'deleteSandbox', input: name }, () => ({ dropped: name })),
  }),
];
