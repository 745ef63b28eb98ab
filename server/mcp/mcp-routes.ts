import type { AdminRoute } from '../../core/admin/admin-context.ts';
import { assertBodyWithinLimit } from '../../core/exchange/json-body.ts';
import { ApiError } from '../../core/exchange/errors.ts';
import type { ThisServer } from './in-process-admin-client.ts';

/**
 * The control plane's `/mcp` route (POST, GET for the event stream, DELETE to end a session),
 * given to `createMock` as `adminRoutes` so the control plane's guards stand in front of it. The
 * SDK loads on the first MCP request: a start that serves none does not pay for it, and a server
 * without the SDK (an optional peer dependency) answers 501 saying what to install.
 */
export function createMcpRoutes() {
  let server: ThisServer | undefined;
  let endpoint: Promise<ReturnType<typeof import('./mcp-endpoint.ts').createMcpEndpoint> | undefined> | undefined;
  const load = () => {
    if (!server) throw new Error('the MCP route was called before the control plane was attached');
    const attached = server;
    return (endpoint ??= import('./mcp-package.ts').then(async ({ loadWithMcpPackage }) => (await loadWithMcpPackage(() => import('./mcp-endpoint.ts')))?.createMcpEndpoint(attached)));
  };
  const handle: AdminRoute['handle'] = async ({ request }) => {
    // The adapters keep a body only up to the limit: a longer one is 413, as on every admin route.
    assertBodyWithinLimit(request);
    const loaded = await load();
    if (!loaded) {
      const { mcpPackage, installMcpPackage } = await import('./mcp-package.ts');
      throw new ApiError('not_implemented', `/__admin/mcp needs ${mcpPackage}, an optional peer dependency: ${installMcpPackage}, then restart the server.`);
    }
    return loaded.handle(request);
  };
  return {
    routes: ['POST', 'GET', 'DELETE'].map((method): AdminRoute => ({ method, path: '/mcp', handle })),
    /** Hands it the control plane its tools call (the mock is built after its routes). */
    attach(mock: ThisServer) {
      server = mock;
    },
    async close() {
      await (await endpoint)?.close();
    },
  };
}
