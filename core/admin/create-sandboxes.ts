import { adminGuards } from './admin-app.ts';
import type { AdminOperationId } from './admin-context.ts';
import { adminOperationTable } from './admin-operation-table.generated.ts';
import { adminBasePath } from '../exchange/served-paths.ts';
import { apiGuard } from '../api/auth.ts';
import { isUnder } from '../exchange/exchange.ts';
import { sandboxDefaults, type SandboxOptions } from './sandbox-options.ts';
import { adminSandboxGuard, sandboxDispatch, sandboxGuard } from './sandbox-dispatch.ts';
import { createSandboxRegistry, type SandboxedMock } from './sandbox-registry.ts';
import { sandboxOperations, sandboxRoutes } from './sandbox-routes.ts';

const registryPath = `${adminBasePath}/sandboxes`;

export interface SandboxesOptions<M extends SandboxedMock, S extends object> {
  /** Builds a sandbox's mock from a start state (the assembly, handed in so that nothing imports back). */
  build: (start: S) => Promise<M>;
  /** The main mock's start state: plain values, all a sandbox is made from. */
  start: S;
  options: SandboxOptions;
  /** The keys a sandbox not made yet will take. */
  startKeys: readonly string[];
  /** The control plane's token, for the admin guards run before a request reaches a sandbox's own. */
  adminToken: string | undefined;
  /** Control plane routes of the server's own (`/mcp`): never handed to a sandbox (read when a request comes). */
  mainOnlyRoutes?: () => readonly { operationId: AdminOperationId }[];
}

/**
 * The sandboxes of a mock: a registry of mocks made by `build` from the start state in memory,
 * the layers the main mock's chains take (dispatch first, guard before auth), the registry's
 * admin routes, and an idle sweep that runs even when no request comes. Loaded only by mocks that
 * have sandboxes (servers). A request gets into a sandbox only past the guards its plane runs
 * itself: the API's (a key of that sandbox, of `startKeys` for one not made yet), the control
 * plane's (the admin token, same-origin changes).
 */
export function createSandboxes<M extends SandboxedMock, S extends object>({
  build,
  start,
  options,
  startKeys,
  adminToken,
  mainOnlyRoutes = () => [],
}: SandboxesOptions<M, S>) {
  const { idleMs = sandboxDefaults.idleMs, maxCount = sandboxDefaults.maxCount, onDrop } = options;
  const registry = createSandboxRegistry<M, S>({ build, start, idleMs, max: maxCount, ...(onDrop && { onDrop }) });
  const sweeper = setInterval(registry.sweep, Math.max(10, Math.min(idleMs / 2, 60_000)));
  const newSandboxGuard = apiGuard(() => startKeys);
  const controlPlaneGuards = adminGuards(adminToken);
  return {
    registry,
    api: {
      dispatch: sandboxDispatch<M>(registry, (sandbox) => sandbox.mock.app, {
        authorize: (request, sandbox) =>
          (sandbox ? apiGuard(sandbox.mock.simulation.apiKeys) : newSandboxGuard)(request),
      }),
      guard: sandboxGuard,
    },
    admin: {
      dispatch: sandboxDispatch<M>(registry, (sandbox) => sandbox.mock.admin, {
        fromQuery: true,
        // The registry's routes and the server's own (`/mcp`) act on the main mock, whatever they name.
        keepHere: (request) =>
          isUnder(request.path, registryPath) ||
          mainOnlyRoutes().some(({ operationId }) =>
            isUnder(request.path, adminBasePath + adminOperationTable[operationId].path),
          ),
        authorize: (request) => controlPlaneGuards.forEach((guard) => guard(request)),
      }),
      guard: adminSandboxGuard,
      routes: sandboxRoutes<M>(registry),
    },
    operations: sandboxOperations<M>(registry),
    async close() {
      clearInterval(sweeper);
      await registry.close();
    },
  };
}
