import { ApiError } from '../exchange/errors.ts';
import type { MockRequest, MockResponse } from '../exchange/exchange.ts';
import { assertBodyWithinLimit } from '../exchange/json-body.ts';
import { faultResponse } from '../exchange/respond.ts';
import type { UpstreamSend } from './upstream-exchange.ts';
import { upstreamRequest, type UpstreamTarget } from './upstream-request.ts';
import { readUpstreamResponse } from './upstream-response.ts';

/** What one forwarded request came to: the upstream's answer, or (not `answered`) an Error response saying why none came. */
export interface UpstreamOutcome {
  answered: boolean;
  response: MockResponse;
  durationMs: number;
}

export interface ForwarderOptions extends UpstreamTarget {
  timeoutMs: number;
  send: UpstreamSend;
}

const timedOut = Symbol('upstream timeout');

/**
 * Sends requests upstream and waits at most `timeoutMs` for the whole answer. Trouble is an
 * answer, never a hang and never a retry: 502 `upstream_unavailable` or 504 `upstream_timeout`,
 * naming the upstream's host and the cause. A client that leaves cancels its upstream request.
 * @example const forward = createForwarder({ base: 'https://staging.example/v1', basePath: '/v1', authorization: undefined, timeoutMs: 10_000, send: fetchSend(fetch) });
 */
export function createForwarder(options: ForwarderOptions): (request: MockRequest) => Promise<UpstreamOutcome> {
  const host = new URL(options.base).host;
  return async (request) => {
    // The adapters read a body only one byte past the limit: a cut body must not go upstream.
    assertBodyWithinLimit(request);
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(timedOut), options.timeoutMs);
    const clientGone = () => controller.abort();
    request.signal.addEventListener('abort', clientGone, { once: true });
    try {
      const answer = await options.send(upstreamRequest(request, options, controller.signal));
      return { answered: true, response: readUpstreamResponse(answer), durationMs: elapsed() };
    } catch (error) {
      if (controller.signal.reason === timedOut) {
        const message = `The upstream ${host} did not answer within ${options.timeoutMs} ms; nothing was retried.`;
        return {
          answered: false,
          response: new ApiError({ code: 'upstream_timeout', message }).toResponse(),
          durationMs: elapsed(),
        };
      }
      // The client left: there is nobody to answer.
      if (controller.signal.aborted)
        return { answered: false, response: faultResponse('empty'), durationMs: elapsed() };
      const message = `The upstream ${host} could not be reached: ${describeCause(error)}; nothing was retried.`;
      return {
        answered: false,
        response: new ApiError({ code: 'upstream_unavailable', message }).toResponse(),
        durationMs: elapsed(),
      };
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', clientGone);
    }
  };
}

/** fetch rejects with a bare "fetch failed" and names what went wrong (refused, DNS, TLS, a broken connection) as its cause; the server's undici sender rejects with that error itself. */
function describeCause(error: unknown): string {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: unknown; message?: unknown };
  const code = typeof cause.code === 'string' ? cause.code : '';
  const message = typeof cause.message === 'string' ? cause.message : '';
  if (message === '') return code || 'unknown error';
  return code === '' || message.includes(code) ? message : `${message} (${code})`;
}
