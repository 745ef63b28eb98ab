import { adminBasePath } from '../../core/admin/admin-path.ts';
import { sandboxHeader } from '../../core/internal.ts';
import type { AdminClient } from './admin-client.ts';
import { readAnswer } from './admin-client.ts';

export interface HttpAdminClientOptions {
  adminToken?: string | undefined;
  /** Told, in one line, each time the server cannot be reached. */
  onUnreachable?: (line: string) => void;
  /** How long one call may take (default 30 s). */
  timeoutMs?: number;
}

/**
 * The admin API of a running server, over HTTP: what `animal-store-mock mcp --url` uses.
 * A server that is down is an answer too (`unreachable`), never a throw.
 * @example await createHttpAdminClient('http://127.0.0.1:4010').send({ method: 'GET', path: '/clock' })
 */
export function createHttpAdminClient(url: string, { adminToken, onUnreachable = () => {}, timeoutMs = 30_000 }: HttpAdminClientOptions = {}): AdminClient {
  const origin = new URL(url).origin;
  return {
    async send({ method, path, query, body, sandbox }) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(adminToken !== undefined && { authorization: `Bearer ${adminToken}` }),
        ...(sandbox !== undefined && { [sandboxHeader]: sandbox }),
      };
      let response: Response;
      try {
        const search = new URLSearchParams(query).toString();
        response = await fetch(`${origin}${adminBasePath}${path}${search && `?${search}`}`, {
          method,
          headers,
          ...(body !== undefined && { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const { name, message: said, cause } = error as Error & { cause?: { code?: string; message?: string } };
        const why = name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? said);
        const message = `Cannot reach the mock at ${origin} (${why}): start it (animal-store-mock --port ${new URL(origin).port || 80}) or fix --url.`;
        onUnreachable(message);
        return { ok: false, refusal: { code: 'unreachable', message } };
      }
      const answer = readAnswer(response.status, await response.text());
      // A refused token is the one refusal this side can fix: say how, in the same line.
      if (!answer.ok && answer.refusal.status === 401) {
        answer.refusal.message += ' The mcp command sends the token given by --admin-token or ANIMAL_STORE_ADMIN_TOKEN.';
      }
      return answer;
    },
  };
}
