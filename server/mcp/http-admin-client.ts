import { adminBasePath } from '../../core/admin/admin-path.ts';
import { sandboxHeader } from '../../core/internal.ts';
import { noSuchSandbox, readAnswer, type AdminCall, type AdminClient } from './admin-client.ts';
import { operationRoute } from './tool-schemas.ts';

export interface HttpAdminClientOptions {
  adminToken?: string | undefined;
  /** Told, in one line, each time the server cannot be reached. */
  onUnreachable?: (line: string) => void;
  /** How long one call may take (default 30 s). */
  timeoutMs?: number;
}

/**
 * The admin API of a running server, over HTTP: what `animal-store-mock mcp --url` uses. Each
 * operation is sent as the admin document says (its method and path; its input as the one path
 * parameter, the query of a read, or the body). A server that is down is an answer too
 * (`unreachable`), never a throw.
 * @example await createHttpAdminClient('http://127.0.0.1:4010').send({ operation: 'getClock' })
 */
export function createHttpAdminClient(url: string, options: HttpAdminClientOptions = {}): AdminClient {
  return clientOn(new URL(url).origin, options, undefined);
}

function clientOn(origin: string, options: HttpAdminClientOptions, sandbox: string | undefined): AdminClient {
  const { adminToken, onUnreachable = () => {}, timeoutMs = 30_000 } = options;
  const client: AdminClient = {
    async send(call) {
      const { method, target, body } = requestOf(call);
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(adminToken !== undefined && { authorization: `Bearer ${adminToken}` }),
        ...(sandbox !== undefined && { [sandboxHeader]: sandbox }),
      };
      let response: Response;
      try {
        response = await fetch(`${origin}${adminBasePath}${target}`, {
          method,
          headers,
          ...(body !== undefined && { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const { name, message: said, cause } = error as Error & { cause?: { code?: string; message?: string } };
        const why =
          name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? said);
        const message = `Cannot reach the mock at ${origin} (${why}): start it (animal-store-mock --port ${new URL(origin).port || 80}) or fix --url.`;
        onUnreachable(message);
        return { ok: false, refusal: { code: 'unreachable', message } };
      }
      const answer = readAnswer(response.status, await response.text());
      // A refused token is the one refusal this side can fix: say how, in the same line.
      if (!answer.ok && answer.refusal.status === 401) {
        answer.refusal.message +=
          ' The mcp command sends the token given by --admin-token or ANIMAL_STORE_ADMIN_TOKEN.';
      }
      return answer;
    },
    // Another process has no registry to look in: it asks for that one, and for the list only to name the others.
    async inSandbox(name) {
      const found = await client.send({ operation: 'getSandbox', input: name });
      if (found.ok) return { ok: true, client: clientOn(origin, options, name) };
      if (found.refusal.status !== 404) return found;
      const listed = await client.send({ operation: 'listSandboxes' });
      if (!listed.ok) return listed;
      return noSuchSandbox(
        name,
        (listed.body as { name: string }[]).map((each) => each.name),
      );
    },
  };
  return client;
}

/** The request that carries an operation: its one path parameter, else a read's query, else the body. */
function requestOf(call: AdminCall): { method: string; target: string; body?: unknown } {
  const { method, path } = operationRoute(call.operation);
  const input = 'input' in call ? call.input : undefined;
  if (path.includes('{')) return { method, target: path.replace(/\{[^}]+\}/, encodeURIComponent(String(input))) };
  if (method !== 'GET') return { method, target: path, ...(input !== undefined && { body: input }) };
  const query = Object.entries((input ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, String(value)]],
  );
  return { method, target: query.length === 0 ? path : `${path}?${new URLSearchParams(query)}` };
}
