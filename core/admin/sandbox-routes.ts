import type { AdminRoute } from './admin-context.ts';
import { ApiError } from '../exchange/errors.ts';
import { jsonResponse } from '../exchange/respond.ts';
import { scenarioRefusal } from '../store/scenario-error.ts';
import { checkedSandboxName } from './sandbox-dispatch.ts';
import type { Sandbox, SandboxedMock, SandboxRegistry } from './sandbox-registry.ts';
import type { AdminAnswer, AdminBody } from '../../spec/admin-types.ts';

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
    /** `{ name?, scenario?, seed?, count? }`, checked by its spec first; the name and scenario are checked here, by their own rules. */
    async createSandbox(body: AdminBody<'createSandbox'> | null): Promise<AdminAnswer<'createSandbox', 201>> {
      const { name = generatedName(), scenario, seed, count } = body ?? {};
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
      // The table checked the body's shape, seed and count against its spec (core/admin/admin-input.ts).
      handle: async ({ body }) =>
        jsonResponse(await run.createSandbox((await body()) as AdminBody<'createSandbox'> | null), 201),
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

/** A name for a sandbox created without one: random, from the platform's generator. */
function generatedName(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `sandbox-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
