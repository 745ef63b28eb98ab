import type { AdminAnswer, AdminBody, AdminOperation, AdminQuery } from '../../spec/admin-types.ts';
import type { ErrorBody } from '../../spec/schema-types.ts';
import { adminOperationTable } from './admin-operation-table.generated.ts';
import { adminBasePath } from '../exchange/served-paths.ts';

/** What an operation takes, as the spec types it: its path parameters, query and JSON body. */
export interface AdminInput<Op extends AdminOperation> {
  params?: Record<string, string | number>;
  query?: AdminQuery<Op>;
  body?: AdminBody<Op>;
}

/**
 * An operation's outcome as a value: its answer, or the admin API's Error body (`unreachable`/`not_json`
 * when none came) with the request that got it (`POST http://127.0.0.1:4010/__admin/clock`), for a message.
 */
export type AdminOutcome<Op extends AdminOperation> =
  | { ok: true; status: number; value: AdminAnswer<Op> }
  | { ok: false; status: number; error: ErrorBody; request: string };

export interface AdminClientOptions {
  /** The server's origin (`http://127.0.0.1:4010`); empty for a page served by the mock. */
  origin?: string;
  /** How a request is sent: the platform's fetch (default), or a mock's own handler in process (`fetchHandler(mock.admin)`), past the same guards. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent with every call: the admin token, a sandbox's header. */
  headers?: Record<string, string>;
  /** How long one call may take; none by default. */
  timeoutMs?: number;
  /** The message of an `unreachable` outcome, from what fetch threw (its name says a timeout). */
  unreachable?: (error: Error & { cause?: { code?: string; message?: string } }) => string;
}

/**
 * The one typed client of the admin API, built from the operation table that spec/admin.openapi.yaml
 * generates: an operation by its operationId, its input and answer typed by the spec, over HTTP or
 * in process.
 * @example const health = await createAdminClient({ origin }).call('getHealth');
 */
export function createAdminClient({
  origin = '',
  fetch: send = fetch,
  headers = {},
  timeoutMs,
  unreachable = (error) => `The mock did not answer: ${error.message}`,
}: AdminClientOptions = {}) {
  /** The URL an operation is sent to (for a link or an EventSource, which cannot send headers). */
  const url = <Op extends AdminOperation>(operation: Op, input: Omit<AdminInput<Op>, 'body'> = {} as never): string => {
    const { path } = adminOperationTable[operation];
    const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input.params?.[name])));
    const query = Object.entries((input.query ?? {}) as Record<string, unknown>).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)]],
    );
    return `${origin}${adminBasePath}${filled}${query.length === 0 ? '' : `?${new URLSearchParams(query)}`}`;
  };
  return {
    url,
    // A function of its own, not a method: a caller may hand `call` on alone.
    async call<Op extends AdminOperation>(
      operation: Op,
      input: AdminInput<Op> = {} as never,
    ): Promise<AdminOutcome<Op>> {
      const { method } = adminOperationTable[operation];
      const { body } = input as { body?: unknown };
      const request = `${method} ${url(operation, input)}`;
      let response: Response;
      try {
        response = await send(
          new Request(new URL(url(operation, input), origin || 'http://127.0.0.1'), {
            method,
            headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
            ...(body !== undefined && { body: JSON.stringify(body) }),
            ...(timeoutMs !== undefined && { signal: AbortSignal.timeout(timeoutMs) }),
          }),
        );
      } catch (error) {
        return {
          ok: false,
          status: 0,
          request,
          error: {
            code: 'unreachable',
            message: unreachable(error as Parameters<typeof unreachable>[0]),
            status: 0,
          } as ErrorBody,
        };
      }
      const text = await response.text();
      let value: unknown = null;
      try {
        value = text === '' ? null : JSON.parse(text);
      } catch {
        const message = `The admin API answered ${response.status} with something other than JSON.`;
        return {
          ok: false,
          status: response.status,
          request,
          error: { code: 'not_json', message, status: response.status } as ErrorBody,
        };
      }
      return response.ok
        ? { ok: true, status: response.status, value: value as AdminAnswer<Op> }
        : { ok: false, status: response.status, request, error: value as ErrorBody };
    },
  };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
