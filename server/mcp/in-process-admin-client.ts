import { adminBasePath } from '../../core/admin/admin-path.ts';
import { sandboxHeader, type MockResponse, type RequestHandler } from '../../core/internal.ts';
import type { AdminClient } from './admin-client.ts';
import { readAnswer } from './admin-client.ts';

/** The server the MCP endpoint serves: its control plane, and its sandboxes to look one up by name. */
export interface ThisServer {
  admin: RequestHandler;
  sandboxes?: { peek(name: string): unknown } | undefined;
}

/** What the MCP request itself carried that the admin guards read. */
export interface Caller {
  host?: string | undefined;
  authorization?: string | undefined;
}

/**
 * The control plane of this very server, called in process for `/__admin/mcp`: each call carries
 * the MCP request's own Host and Authorization, so the same guards decide it as over HTTP.
 * @example createInProcessAdminClient(mock, { host: '127.0.0.1:4010' })
 */
export function createInProcessAdminClient({ admin, sandboxes }: ThisServer, { host, authorization }: Caller): AdminClient {
  const encoder = new TextEncoder();
  return {
    sandboxExists: (name) => sandboxes?.peek(name) !== undefined,
    async send({ method, path, query, body, sandbox }) {
      const response = await admin.handle({
        method,
        path: `${adminBasePath}${path}`,
        query: new URLSearchParams(query).toString(),
        origin: `http://${host ?? 'localhost'}`,
        headers: {
          ...(host !== undefined && { host }),
          ...(authorization !== undefined && { authorization }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(sandbox !== undefined && { [sandboxHeader]: sandbox }),
        },
        body: body === undefined ? null : encoder.encode(JSON.stringify(body)),
        signal: new AbortController().signal,
      });
      return readAnswer(response.status, await textOf(response));
    },
  };
}

async function textOf({ body }: MockResponse): Promise<string> {
  if (body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return new Response(body).text();
}
