import axios from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
import got from 'got';
import ky from 'ky';
import pRetry, { AbortError } from 'p-retry';
import { Agent, RetryAgent, request } from 'undici';
import type { CheckName, Verdict } from '../../core/resilience/index.ts';

/** What the app does with a library: read the list, read one pet, create one. Errors are the app's to swallow. */
export interface LibraryCall {
  get(url: string): Promise<unknown>;
  post(url: string, body: string): Promise<unknown>;
}

/** The checks a retry library decides by itself; the others rest on the app's own code (410, 401) or its timeouts. */
export const libraryChecks = [
  'retry-after',
  'backoff',
  'no-blind-create-retry',
  'no-storm',
] as const satisfies readonly CheckName[];
export type LibraryCheck = (typeof libraryChecks)[number];

export interface RetryLibraryClient {
  /** The library and its settings, as the docs' table names them. */
  name: string;
  /** Jittered policies are run ten times: every draw must get the same verdicts. */
  jittered: boolean;
  /** The verdicts the library's documented behaviour implies, check by check (why: docs/resilience.md). */
  expected: Record<LibraryCheck, Verdict>;
  /** A fresh client per run: axios-retry and undici keep state on the instance. */
  make(key: string): LibraryCall;
  /** Whether MSW can carry its requests: undici's own dispatcher goes around the `fetch` and `http` MSW patches. */
  throughMsw: boolean;
}

/**
 * The runs are judged with this tolerance: on a starved two-core runner an immediate retry through
 * MSW was seen to arrive 250 ms after the answer ended; a second leaves room for four times that.
 */
export const libraryTolerance = 1_000;

/**
 * Timings are the libraries' own formulas, on a base set against that tolerance where the library
 * takes one: of every three waits in a row of a backing-off policy one still reaches it, as at
 * full size against the default 100 ms, so the verdicts are the ones the documented defaults get.
 * got and ky make two retries only, so theirs are shortened. Retry-After is never scaled.
 */
const gotScale = 10;
const kyScale = 5;
const axiosDelayFactor = 250;
const pRetryMinTimeout = 250;
const undiciMinTimeout = 250;

const json = { 'content-type': 'application/json' };
const swallow = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

const pass = 'pass' as const;
const fail = 'fail' as const;
const honest = { 'retry-after': pass, backoff: pass, 'no-blind-create-retry': pass, 'no-storm': pass };

function gotClient(key: string): LibraryCall {
  const client = got.extend({
    headers: { authorization: `Bearer ${key}` },
    // got's default delay is 2^(n-1) s plus 0-100 ms of noise; a Retry-After is used as it is.
    retry: {
      calculateDelay: ({ computedValue, retryAfter }) =>
        retryAfter === undefined ? computedValue / gotScale : computedValue,
    },
  });
  return {
    get: (url) => swallow(client.get(url).text()),
    post: (url, body) => swallow(client.post(url, { body, headers: json }).text()),
  };
}

function kyClient(key: string, jitter: boolean): LibraryCall {
  // ky's default delay, 0.3 × 2^(n-1) s; `jitter: true` draws each wait from 0 up to it (full jitter).
  const client = ky.create({
    headers: { authorization: `Bearer ${key}` },
    retry: { delay: (n) => (0.3 * 2 ** (n - 1) * 1000) / kyScale, ...(jitter && { jitter: true }) },
  });
  return {
    get: (url) => swallow(client.get(url).text()),
    post: (url, body) => swallow(client.post(url, { body, headers: json }).text()),
  };
}

function axiosClient(key: string, exponential: boolean): LibraryCall {
  // The fetch adapter, so a dropped connection is the same ERR_NETWORK through MSW, over a socket and in a browser's XHR
  // (node's http adapter gets ECONNRESET from a socket but no code from MSW, and axios-retry retries only a coded one).
  const client = axios.create({ adapter: 'fetch', headers: { authorization: `Bearer ${key}` } });
  // The README's setup is exponentialDelay: max(2^n × factor, Retry-After) plus 0-20 %; the default waits only for Retry-After.
  axiosRetry(client, exponential ? { retryDelay: (n, error) => exponentialDelay(n, error, axiosDelayFactor) } : {});
  return {
    get: (url) => swallow(client.get(url)),
    post: (url, body) => swallow(client.post(url, body, { headers: json })),
  };
}

function pRetryClient(key: string, options: { retries?: number; randomize?: boolean }): LibraryCall {
  // As p-retry's README wraps fetch: a 404 is final (AbortError), any other failure is thrown to retry.
  const call = (url: string, init: RequestInit) =>
    swallow(
      pRetry(
        async () => {
          const response = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${key}` } });
          if (response.status === 404) throw new AbortError(response.statusText);
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.text();
        },
        { minTimeout: pRetryMinTimeout, ...options },
      ),
    );
  return { get: (url) => call(url, {}), post: (url, body) => call(url, { method: 'POST', body, headers: json }) };
}

function undiciClient(key: string): LibraryCall {
  const dispatcher = new RetryAgent(new Agent(), { minTimeout: undiciMinTimeout });
  const call = async (url: string, method: 'GET' | 'POST', body?: string) => {
    const response = await request(url, {
      dispatcher,
      method,
      headers: { authorization: `Bearer ${key}`, ...(body && json) },
      ...(body && { body }),
    });
    return response.body.text();
  };
  return { get: (url) => swallow(call(url, 'GET')), post: (url, body) => swallow(call(url, 'POST', body)) };
}

/** Each library at its documented defaults, and with its README's recommended settings where they differ. */
export const retryLibraryClients: RetryLibraryClient[] = [
  { name: 'got 16, defaults', jittered: true, expected: honest, throughMsw: true, make: gotClient },
  { name: 'ky 2, defaults', jittered: false, expected: honest, throughMsw: true, make: (key) => kyClient(key, false) },
  {
    name: 'ky 2, jitter: true',
    jittered: true,
    expected: honest,
    throughMsw: true,
    make: (key) => kyClient(key, true),
  },
  {
    name: 'axios 1 + axios-retry 4, defaults',
    jittered: false,
    expected: { ...honest, backoff: fail, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => axiosClient(key, false),
  },
  {
    name: 'axios 1 + axios-retry 4, exponentialDelay',
    jittered: true,
    expected: { ...honest, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => axiosClient(key, true),
  },
  {
    name: 'p-retry 9, defaults',
    jittered: false,
    expected: { ...honest, 'retry-after': fail, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => pRetryClient(key, {}),
  },
  {
    name: 'p-retry 9, retries: 5, randomize: true',
    jittered: true,
    expected: { ...honest, 'retry-after': fail, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => pRetryClient(key, { retries: 5, randomize: true }),
  },
  { name: 'undici 7 RetryAgent, defaults', jittered: false, expected: honest, throughMsw: false, make: undiciClient },
];
