/** One call of the admin API; `path` is relative to `/__admin`. */
export interface AdminCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Query parameters (the journal's filter), sent as the route's query. */
  query?: Record<string, string> | undefined;
  body?: unknown;
  /** Sent as the `Animal-Store-Sandbox` header. */
  sandbox?: string | undefined;
}

/** A refusal as a value: the admin API's Error body, or why no answer came (`unreachable`). */
export interface AdminRefusal {
  code: string;
  message: string;
  status?: number;
}

export type AdminAnswer = { ok: true; status: number; body: unknown } | { ok: false; refusal: AdminRefusal };

/**
 * How the MCP tools reach the admin API: over HTTP (the stdio command) or in the server's own
 * process (`/__admin/mcp`). Either way the answer is the admin API's, guards and all.
 */
export interface AdminClient {
  send(call: AdminCall): Promise<AdminAnswer>;
  /** Whether a sandbox is live, when this side can tell without listing them all (in process). */
  sandboxExists?(name: string): boolean;
}

/** An answer's status and text as an `AdminAnswer`: JSON (or nothing) when 2xx, else its Error body. */
export function readAnswer(status: number, text: string): AdminAnswer {
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      return { ok: false, refusal: { code: 'not_json', message: `The admin API answered ${status} with something other than JSON.`, status } };
    }
  }
  if (status >= 200 && status < 300) return { ok: true, status, body };
  const { code = 'error', message = `The admin API answered ${status}.` } = (body ?? {}) as Partial<AdminRefusal>;
  return { ok: false, refusal: { code, message, status } };
}
