import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMock, type AdminOperations, type ControlPlaneReach, type Mock } from '../../core/internal.ts';
import { createInProcessAdminClient } from './in-process-admin-client.ts';
import { mcpTools } from './mcp-tools.ts';

/** Arguments for each tool that takes some: the order of the list is the order they run in. */
const argumentsOf: Record<string, Record<string, unknown>> = {
  load_scenario: { name: 'sold-out' },
  add_failure_rule: { rule: { operationId: 'createPet', status: 503 } },
  set_clock: { now: '2031-01-01T00:00:00.000Z', speed: 0 },
  advance_clock: { by: '1h' },
  set_world: { world: null },
  list_requests: { limit: 5 },
  explain_request: { id: 0 },
  create_sandbox: { name: 'worker-1', count: 2 },
  get_sandbox: { name: 'worker-1' },
  drop_sandbox: { name: 'worker-1' },
};

describe('the in-process admin client of /__admin/mcp', () => {
  let mock: Mock;
  afterEach(() => mock?.close());

  /** A mock with sandboxes, and what its server's own admin routes are given. */
  const start = async (): Promise<ControlPlaneReach> => {
    let reach: ControlPlaneReach | undefined;
    mock = await createMock({
      sandboxes: {},
      now: new Date('2030-01-01T00:00:00.000Z'),
      speed: 0,
      adminRoutes: (given) => ((reach = given), []),
    });
    return reach!;
  };

  it('runs every tool on the admin operations as functions: no request reaches the control plane or the API', async () => {
    const reach = await start();
    const admin = vi.spyOn(mock.admin, 'handle');
    const api = vi.spyOn(mock.app, 'handle');
    const client = createInProcessAdminClient(reach, () => {});
    const outcomes: Record<string, boolean> = {};
    for (const tool of mcpTools)
      outcomes[tool.name] = (await tool.run((argumentsOf[tool.name] ?? {}) as Record<string, never>, client.send)).ok;
    // The journal is empty: the one refusal is explain's not_found, from the operation itself.
    expect(outcomes).toEqual(Object.fromEntries(mcpTools.map(({ name }) => [name, name !== 'explain_request'])));
    expect(await client.send({ operation: 'explainRequest', input: 0 })).toMatchObject({
      ok: false,
      refusal: { code: 'not_found', status: 404 },
    });
    expect(admin).not.toHaveBeenCalled();
    expect(api).not.toHaveBeenCalled();
  });

  it('finds a sandbox by its name in the registry, counted as a request to it, and lists them only to say that one is missing', async () => {
    const reach = await start();
    const client = createInProcessAdminClient(reach, () => {});
    await client.send({ operation: 'createSandbox', input: { name: 'worker-1' } });
    const names = vi.spyOn(reach.sandboxes!, 'names');
    const there = await client.inSandbox('worker-1');
    expect(there.ok && (await there.client.send({ operation: 'addFailures', input: { status: 500 } })).ok).toBe(true);
    expect(names).not.toHaveBeenCalled();
    expect(mock.sandboxes?.peek('worker-1')?.requests).toBe(1);
    expect(mock.controls.failures.list()).toEqual([]);
    expect(await client.inSandbox('worker-2')).toEqual({
      ok: false,
      refusal: {
        code: 'no_such_sandbox',
        message: 'No sandbox named "worker-2"; the sandboxes: worker-1. Create it with create_sandbox.',
      },
    });
    expect(names).toHaveBeenCalledOnce();
    expect(mock.sandboxes?.list().map(({ name }) => name)).toEqual(['worker-1']);
  });

  it("answers a fault that is no ApiError as the admin API's 500, and reports it", async () => {
    const reported: unknown[] = [];
    const operations = {
      getClock: () => {
        throw new TypeError('a bug');
      },
    } as unknown as AdminOperations;
    const client = createInProcessAdminClient({ operations, sandboxes: undefined }, (error) => reported.push(error));
    expect(await client.send({ operation: 'getClock' })).toEqual({
      ok: false,
      refusal: {
        code: 'internal_error',
        status: 500,
        message: 'The mock failed unexpectedly; the fault is logged by the server.',
      },
    });
    expect(reported).toEqual([new TypeError('a bug')]);
  });
});
