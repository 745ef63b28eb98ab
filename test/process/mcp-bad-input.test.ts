import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, startTestServer, testKey } from '../support/test-server.ts';
import { callTool, callToolError, connectMcpHttp, connectMcpStdio, type McpClient } from '../support/mcp-client.ts';
import { runCli } from '../support/child-server.ts';
import { waitFor } from '../support/wait-for.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** What the admin API holds, to show a refused call changed nothing. */
async function state(server: Server): Promise<unknown> {
  const read = async (path: string) => (await fetch(adminUrl(server, path))).json();
  // The export's description says when it was made: the rest is the state.
  // Two snapshots of one state differ only in their description and when they were taken.
  const {
    description: _when,
    snapshot: { takenAt: _taken, ...section },
    ...db
  } = await read('/db');
  return {
    failures: await read('/failures'),
    sandboxes: (await read('/sandboxes')).map(({ name }: { name: string }) => name),
    db: { ...db, snapshot: section },
    clock: (await read('/clock')).simulated,
    world: await read('/world'),
  };
}

describe('arguments the mock refuses, over /__admin/mcp', () => {
  let server: Server;
  let client: McpClient;
  beforeAll(async () => {
    server = await startTestServer();
    client = await connectMcpHttp(`http://127.0.0.1:${server.port}/__admin/mcp`);
    await callTool(client, 'create_sandbox', { name: 'worker-a' });
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
  });

  it.for([
    {
      label: 'a rule with both status and fault',
      tool: 'add_failure_rule',
      args: { rule: { operationId: 'createPet', status: 503, fault: 'reset' } },
      says: /^MCP error -32602: Input validation error: .*must be a rule with at most one of status, fault and rateLimit .* at rule$/,
    },
    {
      label: 'a rule for an operation that does not exist',
      tool: 'add_failure_rule',
      args: { rule: { operationId: 'listPet', status: 503 } },
      says: /^invalid_rule \(400\): .*"listPet" names no operation \(did you mean listPets\?\); known: listPets, /,
    },
    {
      label: 'a built-in scenario that does not exist',
      tool: 'load_scenario',
      args: { name: 'no-such-scenario' },
      says: /^\w+ \(4\d\d\): .*no-such-scenario/,
    },
    {
      label: 'a scenario with one pet id twice',
      tool: 'load_scenario',
      args: {
        scenario: {
          name: 'twice',
          version: 1,
          description: 'Two pets, one id.',
          pets: [
            { id: 1, name: 'A', categoryId: 1 },
            { id: 1, name: 'B', categoryId: 1 },
          ],
        },
      },
      says: /^invalid_scenario \(400\): .*already the id/,
    },
    {
      label: 'dropping a sandbox that does not exist',
      tool: 'drop_sandbox',
      args: { name: 'worker-z' },
      says: /^not_found \(404\): No sandbox named "worker-z"/,
    },
    {
      label: 'a sandbox that does not exist',
      tool: 'get_clock',
      args: { sandbox: 'worker-z' },
      says: /^no_such_sandbox: No sandbox named "worker-z"; the sandboxes: worker-a\./,
    },
    {
      label: 'a failure rule for a sandbox that does not exist',
      tool: 'add_failure_rule',
      args: { sandbox: 'worker-z', rule: { status: 500 } },
      says: /^no_such_sandbox: .*worker-a/,
    },
    {
      label: 'a duration that is not one',
      tool: 'advance_clock',
      args: { by: 'soon' },
      says: /^MCP error -32602: Input validation error: .*must be a duration: .* at by$/,
    },
    {
      label: 'a time that is no date',
      tool: 'set_clock',
      args: { now: 'yesterday' },
      says: /^MCP error -32602: Input validation error: .*set_clock: .* at now$/,
    },
    {
      label: 'an advance with both by and to',
      tool: 'advance_clock',
      args: { by: '1h', to: '2031-01-01T00:00:00Z' },
      says: /^MCP error -32602: Input validation error: .*advance_clock: must be one move: \{"by": "2h"\}/,
    },
    {
      label: 'a world whose delay range runs backwards',
      tool: 'set_world',
      args: { world: { adoptions: { perHour: 1, soldAfter: ['2h', '1h'] } } },
      says: /^invalid_world \(400\): world\.adoptions\.soldAfter: /,
    },
    {
      label: 'both a name and a scenario',
      tool: 'load_scenario',
      args: { name: 'empty', scenario: { name: 'x', version: 1, description: 'y', pets: [] } },
      says: /^invalid_arguments: /,
    },
  ])('$label: a one-line tool error with the code and message, and nothing changed', async ({ tool, args, says }) => {
    const before = await state(server);
    const error = await callToolError(client, tool, args);
    expect(error).toMatch(says);
    expect(error).not.toContain('\n');
    expect(await state(server)).toEqual(before);
  });

  it('shows journal entries exactly as the admin API does, credentials masked', async () => {
    await fetch(`${server.url}/pets?limit=1`, {
      headers: { authorization: `Bearer ${testKey}`, 'x-api-key': 'hunter2-key', cookie: 'session=hunter2' },
    });
    const journal = (await (await fetch(adminUrl(server, '/requests'))).json()) as { id: number }[];
    const last = journal.at(-1)!;
    const { requests } = await callTool<{ requests: { headers: Record<string, string> }[] }>(client, 'list_requests', {
      since: last.id - 1,
    });
    expect(requests).toEqual([last]);
    expect(requests[0]!.headers).toMatchObject({
      authorization: 'Bearer [redacted]',
      'x-api-key': '[redacted]',
      cookie: '[redacted]',
    });
    expect(JSON.stringify(requests)).not.toMatch(/hunter2|test-key/);
  });
});

describe('the stdio server (animal-store-mock mcp)', () => {
  it('starts while the server is down, and answers each tool call with a one-line error and one line on stderr', async () => {
    const down = await startTestServer();
    const url = `http://127.0.0.1:${down.port}`;
    await down.close();
    const { client, stderr } = await connectMcpStdio(['--url', url]);
    try {
      expect((await client.listTools()).tools.length).toBeGreaterThan(0);
      for (const tool of ['get_clock', 'list_requests']) {
        const error = await callToolError(client, tool);
        expect(error).toMatch(new RegExp(`^unreachable: Cannot reach the mock at ${url} \\(ECONNREFUSED\\)`));
        expect(error).not.toContain('\n');
      }
      // stderr is a pipe of its own: its line may come after the answer.
      const lines = await waitFor(
        () => stderr().trim().split('\n').length >= 2 && stderr().trim().split('\n'),
        'two lines on stderr',
      );
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toMatch(/^animal-store-mock mcp: Cannot reach the mock at /);
    } finally {
      await client.close();
    }
  });

  it('says in one line that the admin token was refused, without showing it; the right token works', async () => {
    const server = await startTestServer({ adminToken: 'sesame-admin' });
    const url = `http://127.0.0.1:${server.port}`;
    const wrong = await connectMcpStdio(['--url', url], { ANIMAL_STORE_ADMIN_TOKEN: 'wrong-guess' });
    const right = await connectMcpStdio(['--url', url, '--admin-token', 'sesame-admin']);
    try {
      const error = await callToolError(wrong.client, 'get_clock');
      expect(error).toMatch(
        /^unauthorized \(401\): Invalid admin token: .*--admin-token or ANIMAL_STORE_ADMIN_TOKEN\.$/,
      );
      expect(error).not.toContain('wrong-guess');
      expect(await callTool(right.client, 'get_clock')).toMatchObject({ simulated: false });
    } finally {
      await wrong.client.close();
      await right.client.close();
      await server.close();
    }
  });

  it.for([
    { args: ['--url', 'ftp://127.0.0.1:4010'], says: /--url.*http:\/\// },
    { args: ['--url', 'http://admin:sesame@127.0.0.1:4010'], says: /--url must hold no credentials/ },
    { args: ['--bogus'], says: /unknown option.*--bogus/ },
  ])('refuses $args with one line on stderr and exit 2', async ({ args, says }) => {
    const child = runCli(['mcp', ...args]);
    expect((await child.exited).code).toBe(2);
    expect(child.stderr()).toMatch(says);
    expect(child.stderr()).not.toContain('sesame');
  });
});
