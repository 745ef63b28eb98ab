import { bearerChallenge } from '../exchange/bearer-auth.ts';
import type { MockResponse } from '../exchange/exchange.ts';
import { jsonResponse } from '../exchange/respond.ts';
import { sleep } from './sleep.ts';
import type { FailureOutcome } from './failure-rules.ts';

const defaultCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  410: 'gone',
  422: 'unprocessable_entity',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

/** The Error response of an injected error; 429 and 503 say when to retry, 401 how to authenticate. */
export function injectedErrorResponse(outcome: Extract<FailureOutcome, { type: 'error' }>): MockResponse {
  const { status, rule } = outcome;
  const headers: Record<string, string> = {};
  // Absent: 429 and 503 ask for a second; null: no header, so a client's own backoff is what shows.
  const retryAfter =
    outcome.retryAfter === undefined ? (status === 429 || status === 503 ? 1 : null) : outcome.retryAfter;
  if (retryAfter !== null) headers['retry-after'] = String(retryAfter);
  if (status === 401) headers['www-authenticate'] = bearerChallenge;
  const code = outcome.code ?? defaultCodes[status] ?? `error_${status}`;
  const message = outcome.message ?? `Injected failure: ${status} from rule "${rule}".`;
  return jsonResponse({ code, message, status }, status, headers);
}

/** The real answer with its JSON cut short, so clients meet a body that does not parse. */
export async function malformedResponse(real: MockResponse): Promise<MockResponse> {
  const text = await bodyText(real);
  return {
    status: real.status >= 200 && real.status < 300 ? real.status : 200,
    headers: real.headers,
    body: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
  };
}

/** The real answer with its headers at once and its body dribbled out over `durationMs`. */
export async function slowBodyResponse(
  real: MockResponse,
  durationMs: number,
  signal?: AbortSignal,
): Promise<MockResponse> {
  const bytes = new TextEncoder().encode(await bodyText(real));
  const chunks = Math.min(10, Math.max(1, bytes.length));
  const size = Math.ceil(bytes.length / chunks);
  let sent = 0;
  // The first chunk goes at once, so the headers do too; the rest follow over `durationMs`.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0) await sleep(durationMs / (chunks - 1), signal);
      controller.enqueue(bytes.slice(sent * size, (sent + 1) * size));
      if (++sent >= chunks) controller.close();
    },
  });
  const { 'content-length': _length, ...headers } = real.headers;
  return { status: real.status, headers, body };
}

/** The whole body of a response as text (the API's bodies are JSON text). */
async function bodyText({ body }: MockResponse): Promise<string> {
  if (body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  return new Response(body).text();
}
