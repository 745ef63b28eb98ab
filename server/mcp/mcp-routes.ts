import type { AdminRoute } from '../../core/admin/admin-context.ts';
import { assertBodyWithinLimit } from '../../core/exchange/json-body.ts';
import { ApiError } from '../../core/exchange/errors.ts';
import type { ControlPlaneReach } from '../../core/internal.ts';

type Endpoint = ReturnType<typeof import('./mcp-endpoint.ts').createMcpEndpoint>;

/**
 * The control plane's `/mcp` route (POST, GET for the event stream, DELETE to end a session):
 * `routes` is given to the assembly as `adminRoutes`, which makes them with the mock over its admin
 * operations (`reach`), behind the control plane's guards. The SDK loads on the first MCP request:
 * a start that serves none does not pay for it, and a server without the SDK (an optional peer
 * dependency) answers 501 saying what to install.
 * @example const mcp = createMcpRoutes(); await createMock({ adminRoutes: mcp.routes, sandboxes: {} });
 */
export function createMcpRoutes({
  onUnexpectedError = () => {},
}: {
  onUnexpectedError?: (error: unknown) => void;
} = {}) {
  let endpoint: Promise<Endpoint | undefined> | undefined;
  return {
    routes(reach: ControlPlaneReach): AdminRoute[] {
      const load = () =>
        (endpoint ??= import('./mcp-package.ts').then(async ({ loadWithMcpPackage }) =>
          (await loadWithMcpPackage(() => import('./mcp-endpoint.ts')))?.createMcpEndpoint(reach, onUnexpectedError),
        ));
      const handle: AdminRoute['handle'] = async ({ request }) => {
        // The adapters keep a body only up to the limit: a longer one is 413, as on every admin route.
        assertBodyWithinLimit(request);
        const loaded = await load();
        if (!loaded) {
          const { mcpPackage, installMcpPackage } = await import('./mcp-package.ts');
          throw new ApiError({
            code: 'not_implemented',
            message: `/__admin/mcp needs ${mcpPackage}, an optional peer dependency: ${installMcpPackage}, then restart the server.`,
          });
        }
        return loaded.handle(request);
      };
      return (['callMcp', 'streamMcp', 'endMcpSession'] as const).map(
        (operationId): AdminRoute => ({ operationId, handle }),
      );
    },
    async close() {
      await (await endpoint)?.close();
    },
  };
}
