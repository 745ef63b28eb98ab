import { adminBasePath } from '../admin/admin-path.ts';
import { authenticateAdmin } from '../admin/admin-auth.ts';
import { refuseForeignChange } from '../admin/same-origin-guard.ts';
import { authenticate } from '../exchange/bearer-auth.ts';
import { headerOf, isUnder, type MockRequest } from '../exchange/exchange.ts';
import { sandboxDefaults, type SandboxOptions } from './sandbox-options.ts';
import { adminSandboxGuard, sandboxDispatch, sandboxGuard } from './sandbox-dispatch.ts';
import { createSandboxRegistry, type SandboxedMock } from './sandbox-registry.ts';
import { sandboxRoutes } from './sandbox-routes.ts';

const registryPath = `${adminBasePath}/sandboxes`;

/**
 * The sandboxes of a mock: a registry of mocks made by `build` from the same options in memory,
 * the layers the main mock's chains take (dispatch first, guard before auth), the registry's
 * admin routes, and an idle sweep that runs even when no request comes. Loaded only by mocks that
 * have sandboxes (servers). A request gets into a sandbox only with what its route asks: a key of
 * that sandbox (of `startKeys` for one not made yet) on the API, the admin token on the control plane.
 */
export function createSandboxes<M extends SandboxedMock, S extends { adminToken?: string | undefined }>(
  build: (start: S) => Promise<M>,
  start: S,
  { idleMs = sandboxDefaults.idleMs, maxCount = sandboxDefaults.maxCount, onDrop }: SandboxOptions,
  startKeys: readonly string[],
) {
  const options = start;
  const registry = createSandboxRegistry<M, S>({ build, start, idleMs, max: maxCount, ...(onDrop && { onDrop }) });
  const sweeper = setInterval(registry.sweep, Math.max(10, Math.min(idleMs / 2, 60_000)));
  return {
    registry,
    api: {
      dispatch: sandboxDispatch<M>(registry, (sandbox) => sandbox.mock.app, {
        authorize: (request, sandbox) => authenticate(headerOf(request, 'authorization'), sandbox ? sandbox.mock.simulation.apiKeys() : startKeys),
      }),
      guard: sandboxGuard,
    },
    admin: {
      dispatch: sandboxDispatch<M>(registry, (sandbox) => sandbox.mock.admin, {
        fromQuery: true,
        keepHere: (request) => isUnder(request.path, registryPath),
        authorize: (request: MockRequest) => {
          if (options.adminToken !== undefined) authenticateAdmin(headerOf(request, 'authorization'), options.adminToken);
          refuseForeignChange(request);
        },
      }),
      guard: adminSandboxGuard,
      routes: sandboxRoutes<M>(registry),
    },
    async close() {
      clearInterval(sweeper);
      await registry.close();
    },
  };
}
