import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, expect } from 'vitest';
import type { ServerConfig } from '../../server/cli.ts';
import { startTestServer, testKey } from '../support/test-server.ts';

/**
 * Shared helpers for the failure-mode battery (issue 4). Everything here is bounded in time: a
 * request that gets no answer is reported as `hung` after a guard, never left pending.
 */

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** How long any single exchange may take before the test calls it "hung" (generous on purpose). */
export const guardMs = 5_000;

/** The Error body of the API. */
export interface ErrorBody {
  code: string;
  message: string;
  status: number;
}

/**
 * Starts servers on demand and closes every one of them after each test.
 * @example const servers = useServers(); const server = await servers.start({ failures: [...] });
 */
export function useServers() {
  const running: TestServer[] = [];
  afterEach(async () => {
    const closing = running.splice(0).map((server) => server.close());
    await Promise.all(closing);
  });
  return {
    async start(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
      const server = await startTestServer(overrides);
      running.push(server);
      return server;
    },
  };
}

/** `Authorization` (and any extra headers) for the test key, or for `key`. */
export function auth(extra: Record<string, string> = {}, key = testKey): Record<string, string> {
  return { authorization: `Bearer ${key}`, ...extra };
}

/** The admin base URL (`http://127.0.0.1:port/__admin`) of a server whose API URL ends in /v1. */
export function adminUrl(server: { url: string }): string {
  return server.url.replace(/\/v1$/, '/__admin');
}

/** What fetch rejects with: undici puts the socket error (with its `code`) in `cause`. */
export type FetchError = Error & { cause?: { code?: string; message?: string } | undefined };

export type Outcome =
  | { kind: 'response'; response: Response; ms: number }
  | { kind: 'error'; error: FetchError; ms: number }
  | { kind: 'hung'; ms: number };

/**
 * A fetch that is bounded by a guard: resolves with the response, the error fetch rejected with,
 * or `hung` if neither came within `guard` ms (the request is then aborted, so nothing leaks).
 * The caller's own `init.signal` still works (that gives `error`, not `hung`).
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
    const detail = outcome.kind === 'error' ? `${outcome.error.message} (${outcome.error.cause?.code ?? outcome.error.cause?.message})` : 'hung';
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

/** A bounded fetch that must produce a response. */
export async function send(url: string, init: RequestInit = {}): Promise<Response> {
  return expectResponse(await attempt(url, init));
}

/** Status and parsed JSON (or text when it does not parse) of a response. */
export async function statusAndBody(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Checks an Error response: status, JSON content type, `{code, message, status}`. */
export async function expectErrorBody(response: Response, status: number, code?: string): Promise<ErrorBody> {
  const text = await response.text();
  expect(response.status, `status (body: ${text.slice(0, 300)})`).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
  expect(body.status).toBe(status);
  expect(typeof body.code).toBe('string');
  expect(body.code.length).toBeGreaterThan(0);
  expect(typeof body.message).toBe('string');
  expect(body.message.trim().length).toBeGreaterThan(0);
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

/** Sends JSON to the admin API and returns status and parsed body. */
export async function adminCall(server: { url: string }, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const result = await statusAndBody(await send(`${adminUrl(server)}${path}`, init));
  return result as { status: number; body: any };
}

/** Reads a body chunk by chunk, bounded by a guard; returns the chunks and the whole text. */
export async function readChunks(response: Response, guard = guardMs): Promise<{ chunks: number; text: string; complete: boolean }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let chunks = 0;
  let text = '';
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void reader.cancel();
  }, guard);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.length > 0) chunks++;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
  }
  return { chunks, text: text + decoder.decode(), complete: !timedOut };
}

/** How a raw TCP exchange ended, as the client socket saw it. */
export interface RawExchange {
  /** Everything the server sent. */
  received: Buffer;
  /** `reset`: the socket errored with ECONNRESET; `closed`: an orderly close; `hung`: guard hit. */
  ending: 'reset' | 'closed' | 'hung' | 'error';
  errorCode: string | undefined;
  /** ms from connect to the end. */
  ms: number;
}

/**
 * Sends raw bytes over `node:net` to 127.0.0.1:port and waits for the server to end the connection
 * (or the guard). The request should carry `Connection: close` when a normal answer is possible.
 */
export function rawExchange(port: number, request: string, guard = guardMs): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let errorCode: string | undefined;
    let settled = false;
    const finish = (ending: RawExchange['ending']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ received: Buffer.concat(chunks), ending, errorCode, ms: performance.now() - started });
    };
    const timer = setTimeout(() => finish('hung'), guard);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      errorCode = error.code;
      finish(error.code === 'ECONNRESET' ? 'reset' : 'error');
    });
    socket.on('close', () => finish(errorCode === undefined ? 'closed' : errorCode === 'ECONNRESET' ? 'reset' : 'error'));
  });
}

/** A raw HTTP/1.1 GET with the test key. */
export function rawGet(path: string, extra = ''): string {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${testKey}\r\n${extra}\r\n`;
}

/** Polls `check` until it returns a value other than undefined, or fails after `within` ms. */
export async function eventually<T>(check: () => T | undefined, what: string, within = guardMs): Promise<T> {
  const deadline = performance.now() + within;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) expect.fail(`${what}: not so within ${within} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const newPet = { name: 'Failure Test Pet', categoryId: 1 };

/** Init for an authenticated JSON POST of a new pet. */
export function postPet(extra: Record<string, string> = {}, body: unknown = newPet): RequestInit {
  return { method: 'POST', headers: auth({ 'content-type': 'application/json', ...extra }), body: JSON.stringify(body) };
}

/**
 * A GET through `node:http` (no Fetch rules: fetch turns a 407 into a network error, as the Fetch
 * standard asks), bounded by the guard.
 */
export function nodeGet(url: string, headers: Record<string, string>, guard = guardMs): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false, timeout: guard }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`guard: no answer within ${guard} ms`)));
    req.on('error', reject);
    req.end();
  });
}
