import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ApiError, type ControlPlaneReach, type MockRequest, type MockResponse } from '../../core/internal.ts';
import { createMcpServer } from './create-mcp-server.ts';
import { createInProcessAdminClient } from './in-process-admin-client.ts';

/** Sessions kept at once; one more closes the least recently used (its client re-initializes). */
const maxSessions = 32;

// Node's connection headers, which a Fetch Request does not carry.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

/**
 * `/__admin/mcp`: the MCP server over Streamable HTTP (the SDK's web-standard transport), one
 * session per client. It is reached only through the control plane's guards (Host, admin token,
 * no change from another site), so its tools call the admin operations as functions, in process.
 */
export function createMcpEndpoint(reach: ControlPlaneReach, onUnexpectedError: (error: unknown) => void = () => {}) {
  const admin = createInProcessAdminClient(reach, onUnexpectedError);
  const sessions = new Map<string, WebStandardStreamableHTTPServerTransport>();

  const open = async (): Promise<WebStandardStreamableHTTPServerTransport> => {
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, transport);
        if (sessions.size > maxSessions) void sessions.values().next().value?.close();
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await createMcpServer(admin).connect(transport);
    return transport;
  };

  return {
    async handle(request: MockRequest): Promise<MockResponse> {
      const id = request.headers['mcp-session-id'];
      let transport: WebStandardStreamableHTTPServerTransport;
      if (typeof id === 'string') {
        const found = sessions.get(id);
        if (!found)
          throw new ApiError({
            code: 'not_found',
            message: 'No such MCP session (it ended, or the server restarted): initialize a new one.',
          });
        // Most recently used last: the first is the one to close when there are too many.
        sessions.delete(id);
        sessions.set(id, found);
        transport = found;
      } else {
        transport = await open();
      }
      const response = await transport.handleRequest(toFetchRequest(request));
      // A request that started no session (not an initialize) leaves nothing behind.
      if (transport.sessionId === undefined) await transport.close();
      return { status: response.status, headers: Object.fromEntries(response.headers), body: response.body };
    },
    async close(): Promise<void> {
      await Promise.all([...sessions.values()].map((transport) => transport.close()));
    },
  };
}

function toFetchRequest(request: MockRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || hopByHop.has(name)) continue;
    headers.set(name, typeof value === 'string' ? value : value.join(', '));
  }
  const query = request.query === '' ? '' : `?${request.query}`;
  return new Request(`${request.origin}${request.path}${query}`, {
    method: request.method,
    headers,
    signal: request.signal,
    ...(request.body !== null && { body: request.body as Uint8Array<ArrayBuffer> }),
  });
}
