import { createAdminClient, type AdminInput } from '../../core/admin/admin-client.ts';
import { adminOperationTable } from '../../core/admin/admin-operation-table.generated.ts';
import { sandboxHeader } from '../../core/internal.ts';
import type { AdminOperation } from '../../spec/admin-types.ts';
import { noSuchSandbox, type AdminCall, type AdminClient } from './admin-client.ts';

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
  const admin = createAdminClient({
    origin,
    headers: {
      accept: 'application/json',
      ...(adminToken !== undefined && { authorization: `Bearer ${adminToken}` }),
      ...(sandbox !== undefined && { [sandboxHeader]: sandbox }),
    },
    timeoutMs,
    unreachable: ({ name, message: said, cause }) => {
      const why =
        name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? said);
      const message = `Cannot reach the mock at ${origin} (${why}): start it (animal-store-mock --port ${new URL(origin).port || 80}) or fix --url.`;
      onUnreachable(message);
      return message;
    },
  });
  const client: AdminClient = {
    async send(call) {
      const outcome = await admin.call(call.operation, inputOf(call));
      if (outcome.ok) return { ok: true, body: outcome.value };
      const { code, message } = outcome.error;
      if (code === 'unreachable') return { ok: false, refusal: { code, message } };
      const refusal = { code, message, status: outcome.status };
      // A refused token is the one refusal this side can fix: say how, in the same line.
      if (outcome.status === 401)
        refusal.message += ' The mcp command sends the token given by --admin-token or ANIMAL_STORE_ADMIN_TOKEN.';
      return { ok: false, refusal };
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

/** What an operation takes as the table says: its one path parameter, else a read's query, else the body. */
function inputOf(call: AdminCall): AdminInput<AdminOperation> {
  const { method, path } = adminOperationTable[call.operation];
  const input = 'input' in call ? call.input : undefined;
  const [, parameter] = /:(\w+)/.exec(path) ?? [];
  if (parameter !== undefined) return { params: { [parameter]: String(input) } };
  if (method === 'GET') return { query: (input ?? {}) as never };
  return input === undefined ? {} : { body: input as never };
}
