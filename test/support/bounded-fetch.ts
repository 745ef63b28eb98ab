import { expect } from 'vitest';

/**
 * Fetch that never leaves a test pending: a request with no answer within a guard is reported as
 * `hung` (and aborted), so a test fails saying so instead of at its own timeout.
 */

/** How long one exchange may take before a test calls it hung (generous on purpose). */
export const guardMs = 5_000;

/** What fetch rejects with: undici puts the socket error (with its `code`) in `cause`. */
export type FetchError = Error & { cause?: { code?: string; message?: string } | undefined };

export type Outcome =
  | { kind: 'response'; response: Response; ms: number }
  | { kind: 'error'; error: FetchError; ms: number }
  | { kind: 'hung'; ms: number };

/**
 * A fetch bounded by a guard: resolves with the response, the error fetch rejected with, or `hung`
 * if neither came within `guard` ms (the request is then aborted, so nothing leaks). The caller's
 * own `init.signal` still works (that gives `error`, not `hung`).
 * @example expect(expectFetchError(await attempt(url, { headers: auth() })).cause?.code).toBe('ECONNRESET');
 */
export async function attempt(url: string, init: RequestInit = {}, guard = guardMs): Promise<Outcome> {
  const controller = new AbortController();
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    controller.abort(new Error(`guard: no answer within ${guard} ms`));
  }, guard);
  const signal = init.signal ? AbortSignal.any([controller.signal, init.signal]) : controller.signal;
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal });
    return { kind: 'response', response, ms: performance.now() - started };
  } catch (error) {
    const ms = performance.now() - started;
    return hung ? { kind: 'hung', ms } : { kind: 'error', error: error as FetchError, ms };
  } finally {
    clearTimeout(timer);
  }
}

/** Asserts the outcome is a response and returns it. */
export function expectResponse(outcome: Outcome): Response {
  if (outcome.kind !== 'response') {
    const detail =
      outcome.kind === 'error'
        ? `${outcome.error.message} (${outcome.error.cause?.code ?? outcome.error.cause?.message})`
        : 'hung';
    expect.fail(`expected an HTTP response, got ${outcome.kind}: ${detail}`);
  }
  return outcome.response;
}

/** Asserts the outcome is a rejected fetch (not hung, not a response) and returns the error. */
export function expectFetchError(outcome: Outcome): FetchError {
  if (outcome.kind === 'hung') expect.fail(`fetch was still pending after the ${guardMs} ms guard`);
  if (outcome.kind === 'response') {
    expect.fail(`expected fetch to fail, but it got HTTP ${outcome.response.status}`);
  }
  return outcome.error;
}

/**
 * A bounded fetch that must produce a response.
 * @example const response = await call(`${server.url}/pets`, { headers: auth() });
 */
export async function call(url: string, init: RequestInit = {}): Promise<Response> {
  return expectResponse(await attempt(url, init));
}
