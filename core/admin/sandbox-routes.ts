import type { AdminRoute } from './admin-context.ts';
import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import { scenarioRefusal } from '../store/scenario-error.ts';
import { checkedSandboxName } from './sandbox-dispatch.ts';
import type { Sandbox, SandboxedMock, SandboxRegistry } from './sandbox-registry.ts';
import type { AdminAnswer } from '../../spec/admin-types.ts';

/** The registry's operations, by their operationId: what its routes and the in-process MCP tools call. */
export function sandboxOperations<M extends SandboxedMock>(registry: SandboxRegistry<M>) {
  const summary = (sandbox: Sandbox<M>) => ({
    name: sandbox.name,
    pets: sandbox.mock.store.count(),
    requests: sandbox.requests,
    lastUsed: new Date(sandbox.lastUsed).toISOString(),
    expiresAt: new Date(registry.expiresAt(sandbox)).toISOString(),
  });
  return {
    /** `{ name?, scenario?, seed?, count? }`, checked here whoever sent it. */
    async createSandbox(body: unknown): Promise<AdminAnswer<'createSandbox', 201>> {
      const { name = generatedName(), scenario, seed, count, ...unknown } = checkedInput(body ?? {});
      if (Object.keys(unknown).length > 0)
        throw new ApiError({
          code: 'invalid_body',
          message: `Unknown fields: ${Object.keys(unknown).join(', ')}; send { name?, scenario?, seed?, count? }.`,
        });
      const sandbox = await registry
        .create(checkedSandboxName(name), {
          ...(scenario !== undefined && { scenario: scenario as string }),
          ...(seed !== undefined && { seed }),
          ...(count !== undefined && { count }),
        })
        .catch((error: unknown) => {
          throw scenarioRefusal(error);
        });
      const { name: created, pets, expiresAt } = summary(sandbox);
      return { name: created, pets, expiresAt };
    },
    listSandboxes: (): AdminAnswer<'listSandboxes'> => registry.list().map(summary),
    getSandbox(name: string): AdminAnswer<'getSandbox'> {
      const sandbox = registry.peek(name);
      if (!sandbox) throw new ApiError({ code: 'not_found', message: `No sandbox named "${name}".` });
      return summary(sandbox);
    },
    deleteSandbox(name: string): void {
      if (!registry.delete(name)) throw new ApiError({ code: 'not_found', message: `No sandbox named "${name}".` });
    },
  };
}

export type SandboxOperations = ReturnType<typeof sandboxOperations>;

/**
 * `/__admin/sandboxes`: create (or replace) one with `{ name?, scenario?, seed?, count? }`, list
 * them, delete one. A sandbox's own state is controlled by the other admin routes with its header.
 * The sandboxes hand these to the control plane, which knows nothing of sandboxes.
 */
export function sandboxRoutes<M extends SandboxedMock>(registry: SandboxRegistry<M>): AdminRoute[] {
  const run = sandboxOperations(registry);
  return [
    {
      operationId: 'createSandbox',
      handle: async ({ body }) => jsonResponse(await run.createSandbox(await body()), 201),
    },
    { operationId: 'listSandboxes', handle: async () => jsonResponse(run.listSandboxes()) },
    { operationId: 'getSandbox', handle: async ({ params }) => jsonResponse(run.getSandbox(params.name ?? '')) },
    {
      operationId: 'deleteSandbox',
      async handle({ params }) {
        run.deleteSandbox(params.name ?? '');
        return { status: 204, headers: {}, body: null };
      },
    },
  ];
}

interface SandboxInput {
  name?: string;
  scenario?: unknown;
  seed?: number;
  count?: number;
  [unknown: string]: unknown;
}

function checkedInput(input: unknown): SandboxInput {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    throw new ApiError({ code: 'invalid_body', message: 'Send a JSON object: { name?, scenario?, seed?, count? }.' });
  const { name, seed, count } = input as SandboxInput;
  if (name !== undefined && typeof name !== 'string')
    throw new ApiError({ code: 'invalid_body', message: 'name must be a string.' });
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= 0xffff_ffff))
    throw new ApiError({ code: 'invalid_body', message: 'seed must be an integer from 0 to 4294967295.' });
  if (count !== undefined && !(Number.isInteger(count) && count >= 0 && count <= 100_000))
    throw new ApiError({ code: 'invalid_body', message: 'count must be an integer from 0 to 100000.' });
  return input as SandboxInput;
}

/** A name for a sandbox created without one: random, from the platform's generator. */
function generatedName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `sandbox-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
