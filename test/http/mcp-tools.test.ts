import { Ajv } from 'ajv';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, jsonPost } from '../support/requests.ts';
import { callTool, connectMcpHttp, connectMcpStdio, type McpClient } from '../support/mcp-client.ts';
import { openapiDocument } from '../../core/internal.ts';
import { scenarioSchema } from '../../core/store/scenario-schema.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const transports = [
  {
    transport: 'Streamable HTTP (/__admin/mcp)',
    connect: (server: Server) => connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`),
  },
  {
    transport: 'stdio (animal-store-mock mcp --url)',
    connect: async (server: Server) => (await connectMcpStdio(['--url', `http://127.0.0.1:${server.port}`])).client,
  },
];

describe.each(transports)('the MCP tools over $transport', ({ connect }) => {
  let server: Server;
  let client: McpClient;
  let tools: Tool[];
  // The listed schemas spell a date-time as a pattern too: the format itself adds nothing to check.
  const ajv = new Ajv({ strict: false, allErrors: true, formats: { 'date-time': true } });
  /** Calls a tool, and checks its result against the output schema the server listed for it. */
  const run = async <T>(name: string, args: Record<string, unknown> = {}): Promise<T> => {
    const value = await callTool<T>(client, name, args);
    const schema = tools.find((tool) => tool.name === name)?.outputSchema;
    const validate = ajv.compile(schema ?? false);
    expect(validate(value), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    called.add(name);
    return value;
  };
  const called = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer();
    client = await connect(server);
    ({ tools } = await client.listTools());
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it('lists every tool with a title, annotations, and input and output schemas; reads are read-only, and reset, load, clear and drop destructive', () => {
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    expect([...byName.keys()].sort()).toEqual([
      'add_failure_rule',
      'advance_clock',
      'clear_failure_rules',
      'create_sandbox',
      'drop_sandbox',
      'explain_request',
      'get_clock',
      'get_coverage',
      'get_sandbox',
      'get_world',
      'list_failure_rules',
      'list_requests',
      'list_sandboxes',
      'list_scenarios',
      'load_scenario',
      'reset',
      'set_clock',
      'set_world',
      'snapshot_store',
    ]);
    for (const tool of tools) {
      expect(tool.title, tool.name).toMatch(/^[A-Z]/);
      expect([tool.inputSchema.type, tool.outputSchema?.type], tool.name).toEqual(['object', 'object']);
      const readOnly = /^(list|get|explain|snapshot)_/.test(tool.name);
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(readOnly);
      if (!readOnly)
        expect(tool.annotations?.destructiveHint, tool.name).toBe(
          ['reset', 'load_scenario', 'clear_failure_rules', 'drop_sandbox'].includes(tool.name),
        );
      // A sandbox is named on every tool but those that manage the sandboxes.
      expect(Object.keys(tool.inputSchema.properties ?? {}).includes('sandbox'), tool.name).toBe(
        !tool.name.endsWith('_sandbox') && tool.name !== 'list_sandboxes',
      );
    }
  });

  it('loads a scenario, breaks an operation, finds the failed request in the journal, is told the rule made it fail, and counts it in coverage', async () => {
    expect(await run<{ scenarios: { name: string }[] }>('list_scenarios')).toMatchObject({
      scenarios: expect.arrayContaining([expect.objectContaining({ name: 'sold-out' })]),
    });
    expect(await run('load_scenario', { name: 'sold-out' })).toMatchObject({ name: 'sold-out' });
    const { rule } = await run<{ rule: { id: string } }>('add_failure_rule', {
      rule: { operationId: 'createPet', status: 503, times: 1 },
    });
    expect(await run('list_failure_rules')).toEqual({
      rules: [expect.objectContaining({ id: rule.id, operationId: 'createPet', fired: 0, left: 1 })],
    });

    const before = await run<{ requests: { id: number }[] }>('list_requests');
    const last = before.requests.at(-1)?.id ?? 0;
    const response = await fetch(`${server.url}/pets`, jsonPost({ name: 'Rex' }, auth()));
    expect(response.status).toBe(503);
    await fetch(`${server.url}/pets?limit=1`, { headers: auth() });

    const failed = await run<{ requests: { id: number; method: string; status: number; rules: string[] }[] }>(
      'list_requests',
      { operationId: 'createPet', status: 503 },
    );
    expect(failed.requests).toEqual([expect.objectContaining({ method: 'POST', status: 503, rules: [rule.id] })]);
    expect((await run<{ requests: unknown[] }>('list_requests', { since: last })).requests).toHaveLength(2);
    expect(
      (await run<{ requests: unknown[] }>('list_requests', { since: failed.requests[0]!.id })).requests,
    ).toHaveLength(1);
    const [newest] = (await run<{ requests: { id: number }[] }>('list_requests', { limit: 1 })).requests;
    expect(newest!.id).toBe(failed.requests[0]!.id + 1);

    const why = await run<{ id: number; decisions: { kind: string; rule?: string }[] }>('explain_request', {
      id: failed.requests[0]!.id,
    });
    expect(why.decisions).toEqual([
      { kind: 'host', allowed: true, rule: 'ip-literal' },
      {
        kind: 'failure',
        source: 'rule',
        rule: rule.id,
        definition: { operationId: 'createPet', status: 503, times: 1 },
        fired: 1,
        times: 1,
        latencyMs: 0,
        status: 503,
        fault: null,
      },
    ]);

    const coverage = await run<{
      operations: Record<string, { failures: { error: { hits: number; statuses: Record<string, number> } } }>;
    }>('get_coverage');
    expect(coverage.operations.createPet!.failures.error).toMatchObject({ hits: 1, statuses: { 503: 1 } });
    expect(await run('clear_failure_rules')).toEqual({ removed: 1 });
    expect(await run('list_failure_rules')).toEqual({ rules: [] });
  });

  it('reads, sets and advances the clock', async () => {
    expect(await run('get_clock')).toMatchObject({ simulated: false });
    expect(await run('set_clock', { now: '2030-01-01T00:00:00.000Z', speed: 0 })).toMatchObject({
      simulated: true,
      now: '2030-01-01T00:00:00.000Z',
    });
    expect(await run('advance_clock', { by: '1h' })).toEqual({ now: '2030-01-01T01:00:00.000Z', events: [] });
    expect(await run('advance_clock', { to: '2031-06-01T12:00:00.000Z' })).toEqual({
      now: '2031-06-01T12:00:00.000Z',
      events: [],
    });
    expect(await run('get_clock')).toMatchObject({ now: '2031-06-01T12:00:00.000Z', getPetGone: true });
    expect(await run('set_clock', { now: null, speed: 1 })).toMatchObject({ simulated: false });
  });

  it('sets a world on a frozen clock, and an advance answers the events the admin route applied, which the store then lists', async () => {
    const world = { seed: 3, arrivals: { perHour: 4, status: 'pending' } };
    await run('set_clock', { now: '2030-01-01T00:00:00.000Z', speed: 0 });
    expect(await run('set_world', { world })).toMatchObject({ world });
    expect(await run('get_world')).toMatchObject({ world });
    const { now, events } = await run<{
      now: string;
      events: { seq: number; kind: string; pet: { id: number; status: string } }[];
    }>('advance_clock', { by: '2h' });
    expect(now).toBe('2030-01-01T02:00:00.000Z');
    expect(events.length).toBeGreaterThan(0);
    expect(events.map(({ seq }) => seq)).toEqual(events.map((_, index) => index + 1));
    for (const { kind, pet } of events) expect([kind, pet.status]).toEqual(['arrived', 'pending']);
    expect(await (await fetch(adminUrl(server, '/world/events'))).json()).toEqual({ events });
    for (const { pet } of events)
      expect(await (await fetch(`${server.url}/pets/${pet.id}`, { headers: auth() })).json()).toEqual(pet);
    expect(await run('set_world', { world: null })).toMatchObject({ world: null });
    expect(await run('reset')).toMatchObject({ status: 'ok' });
  });

  it('snapshots the store, and acts on a sandbox it created without touching the main mock', async () => {
    const snapshot = await run<{ pets: unknown[] }>('snapshot_store');
    expect(snapshot.pets).toHaveLength(server.store.count());
    expect(await run('create_sandbox', { name: 'worker-1', count: 3 })).toMatchObject({ name: 'worker-1', pets: 3 });
    expect(await run('list_sandboxes')).toEqual({
      sandboxes: [expect.objectContaining({ name: 'worker-1', pets: 3 })],
    });
    expect(await run('get_sandbox', { name: 'worker-1' })).toMatchObject({ name: 'worker-1', pets: 3 });
    const { rule } = await run<{ rule: { id: string } }>('add_failure_rule', {
      rule: { operationId: 'listPets', status: 500 },
      sandbox: 'worker-1',
    });
    expect(await run('list_failure_rules', { sandbox: 'worker-1' })).toEqual({
      rules: [expect.objectContaining({ id: rule.id })],
    });
    expect(await run('list_failure_rules')).toEqual({ rules: [] });
    expect((await run<{ pets: unknown[] }>('snapshot_store', { sandbox: 'worker-1' })).pets).toHaveLength(3);
    expect(await run('reset', { sandbox: 'worker-1' })).toMatchObject({ status: 'ok' });
    expect(await run('drop_sandbox', { name: 'worker-1' })).toEqual({ dropped: 'worker-1' });
    expect(await run('list_sandboxes')).toEqual({ sandboxes: [] });
    expect(await run('reset')).toMatchObject({ status: 'ok', pets: server.store.count() });
  });

  it('offers the API and admin OpenAPI documents, the scenario schema and the current state as resources', async () => {
    const { resources } = await client.listResources();
    const read = async (uri: string) =>
      JSON.parse(((await client.readResource({ uri })).contents[0] as { text: string }).text);
    expect(resources.map(({ uri }) => uri).sort()).toEqual([
      'animal-store-mock://spec/admin.openapi.json',
      'animal-store-mock://spec/openapi.json',
      'animal-store-mock://spec/scenario.schema.json',
      'animal-store-mock://state/scenario.json',
    ]);
    expect(await read('animal-store-mock://spec/openapi.json')).toEqual(openapiDocument);
    expect(await read('animal-store-mock://spec/scenario.schema.json')).toEqual(scenarioSchema);
    const admin = await read('animal-store-mock://spec/admin.openapi.json');
    // Bundled, not inlined: each schema once, every $ref local and pointing at something.
    const refs = [...JSON.stringify(admin).matchAll(/"\$ref":"([^"]*)"/g)].map(([, ref]) => ref!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs)
      expect(
        ref
          .slice(1)
          .split('/')
          .slice(1)
          .reduce((node, token) => node?.[token], admin),
        ref,
      ).toBeDefined();
    expect(admin.paths['/failures'].post.operationId).toBe('addFailures');
    // Two snapshots of one state differ only in their description and when they were taken.
    const alike = ({ description: _when, snapshot: { takenAt: _taken, ...section }, ...rest }: any) => ({
      ...rest,
      snapshot: section,
    });
    const state = await read('animal-store-mock://state/scenario.json');
    expect(alike(state)).toEqual(alike(await (await fetch(adminUrl(server, '/db'))).json()));
  });

  it('ran every tool, each answer valid against its output schema', () => {
    expect([...called].sort()).toEqual(tools.map(({ name }) => name).sort());
  });
});
