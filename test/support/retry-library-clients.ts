import axios from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
import got from 'got';
import ky from 'ky';
import pRetry, { AbortError } from 'p-retry';
import { StandardRetryStrategy } from '@smithy/util-retry';
import { Agent, RetryAgent, request } from 'undici';
import type { CheckName, Verdict } from '../../core/reports/resilience.ts';
import { sleep } from './careful-client.ts';

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
  /** How many runs: a jittered policy is drawn many times, and every draw must get a verdict it allows. */
  runs: number;
  /** The verdicts the library's documented behaviour implies, check by check (why: docs/resilience.md); two where a short run of full jitter may be too short to tell. */
  expected: Record<LibraryCheck, Verdict | readonly Verdict[]>;
  /** Plain 503s in a row on listPets: four, or eight for a client of eight attempts. */
  plainFailures: number;
  /**
   * A verdict some run must get where `expected` allows another: a starved runner (npm test's own
   * suites on two cores held one in two immediate retries through the server past 70 ms) makes a
   * false pass, never a false fail.
   */
  inSomeRun?: { check: LibraryCheck; verdict: Verdict };
  /** A fresh client per run: axios-retry and undici keep state on the instance. */
  make(key: string): LibraryCall;
  /** Whether MSW can carry its requests: undici's own dispatcher goes around the `fetch` and `http` MSW patches. */
  throughMsw: boolean;
}

/**
 * Timings are the libraries' own formulas; where a default waits seconds (got, ky, p-retry,
 * undici, axios-retry's exponentialDelay) the base is shortened, never under the 50 ms a backoff
 * is judged from, so each run stays short. Retry-After is never scaled.
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
const notExercised = 'not-exercised' as const;
const honest = { 'retry-after': pass, backoff: pass, 'no-blind-create-retry': pass, 'no-storm': pass };
/** A run of full jitter this short may draw every wait as short as retrying at once: then `backoff` cannot tell. */
const passOrTooShort = [pass, notExercised] as const;

/** Retry-After in ms, when an answer carries it in seconds. */
const retryAfterOf = (response: Response) => {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) ? seconds * 1000 : 0;
};
const retryable = (status: number) => status >= 500 || status === 429;

/**
 * The AWS SDK for JavaScript v3's standard retry strategy (full jitter from 50 ms, cap 20 s),
 * driven around fetch as the SDK's retry middleware drives it: a transient error (a dropped
 * connection) is retried on any operation, Retry-After is a hint it honours up to its own delay + 5 s.
 */
function awsSdkClient(key: string, maxAttempts: number): LibraryCall {
  const strategy = new StandardRetryStrategy(maxAttempts);
  const call = async (url: string, init: RequestInit) => {
    let token = await strategy.acquireInitialRetryToken('animal-store');
    for (;;) {
      const outcome = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${key}` } }).then(
        async (response) => ({ response, text: await response.text() }),
        (error: unknown) => ({ error }),
      );
      if ('response' in outcome && !retryable(outcome.response.status)) {
        strategy.recordSuccess(token);
        return outcome.text;
      }
      const retryAfter = 'response' in outcome ? retryAfterOf(outcome.response) : 0;
      const errorInfo = {
        // As the SDK classifies them: a 429 throttles, a dropped connection and 500, 502, 503, 504 are transient.
        errorType: 'response' in outcome && outcome.response.status === 429 ? 'THROTTLING' : 'TRANSIENT',
        ...(retryAfter > 0 && { retryAfterHint: new Date(Date.now() + retryAfter) }),
      } as const;
      try {
        token = await strategy.refreshRetryTokenForRetry(token, errorInfo);
      } catch (error) {
        return error;
      }
    }
  };
  return { get: (url) => call(url, {}), post: (url, body) => call(url, { method: 'POST', body, headers: json }) };
}

/**
 * A hand-written loop of the AWS Architecture Blog's jitter (base 50 ms, cap 2 s) around fetch, as
 * careful as an app can be: it retries failures of reads only, and never sooner than Retry-After.
 */
function jitterLoopClient(key: string, kind: 'full' | 'equal' | 'decorrelated', attempts: number): LibraryCall {
  const [base, cap] = [50, 2_000];
  const call = async (url: string, init: RequestInit) => {
    let sleepFor = base;
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(url, { ...init, headers: { ...init.headers, authorization: `Bearer ${key}` } });
      const text = await response.text();
      if (!retryable(response.status) || init.method === 'POST' || attempt >= attempts) return text;
      const envelope = Math.min(cap, base * 2 ** (attempt - 1));
      const backoff =
        kind === 'full'
          ? Math.random() * envelope
          : kind === 'equal'
            ? envelope / 2 + (Math.random() * envelope) / 2
            : (sleepFor = Math.min(cap, base + Math.random() * (sleepFor * 3 - base)));
      await sleep(Math.max(backoff, retryAfterOf(response)));
    }
  };
  return {
    get: (url) => swallow(call(url, {})),
    post: (url, body) => swallow(call(url, { method: 'POST', body, headers: json })),
  };
}

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

function axiosClient(key: string, exponential: boolean, retries?: number): LibraryCall {
  // The fetch adapter, so a dropped connection is the same ERR_NETWORK through MSW, over a socket and in a browser's XHR
  // (node's http adapter gets ECONNRESET from a socket but no code from MSW, and axios-retry retries only a coded one).
  const client = axios.create({ adapter: 'fetch', headers: { authorization: `Bearer ${key}` } });
  // The README's setup is exponentialDelay: max(2^n × factor, Retry-After) plus 0-20 %; the default waits only for Retry-After.
  axiosRetry(client, {
    ...(exponential && { retryDelay: (n, error) => exponentialDelay(n, error, axiosDelayFactor) }),
    ...(retries !== undefined && { retries }),
  });
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

const short = { runs: 1, plainFailures: 4 };
const drawn = { runs: 10, plainFailures: 4 };
/** The issue-53 clients: twenty draws each. */
const drawnOften = (plainFailures: number) => ({ runs: 20, plainFailures });

/** Each library at its documented defaults, and with its README's recommended settings where they differ. */
export const retryLibraryClients: RetryLibraryClient[] = [
  { name: 'got 16, defaults', ...drawn, expected: honest, throughMsw: true, make: gotClient },
  { name: 'ky 2, defaults', ...short, expected: honest, throughMsw: true, make: (key) => kyClient(key, false) },
  {
    name: 'ky 2, jitter: true',
    ...drawn,
    expected: { ...honest, backoff: passOrTooShort },
    throughMsw: true,
    make: (key) => kyClient(key, true),
  },
  {
    name: 'axios 1 + axios-retry 4, defaults',
    ...short,
    // Three retries at once cannot be told from a short draw; on a busy machine one comes late enough to pass (never to fail).
    expected: { ...honest, backoff: [notExercised, pass], 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => axiosClient(key, false),
  },
  {
    name: 'axios 1 + axios-retry 4, retries: 7',
    runs: 5,
    plainFailures: 8,
    expected: { ...honest, backoff: [fail, pass], 'no-blind-create-retry': fail },
    inSomeRun: { check: 'backoff', verdict: fail },
    throughMsw: true,
    make: (key) => axiosClient(key, false, 7),
  },
  {
    name: 'axios 1 + axios-retry 4, exponentialDelay',
    ...drawn,
    expected: { ...honest, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => axiosClient(key, true),
  },
  {
    name: 'p-retry 9, defaults',
    ...short,
    expected: { ...honest, 'retry-after': fail, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => pRetryClient(key, {}),
  },
  {
    name: 'p-retry 9, retries: 5, randomize: true',
    ...drawn,
    expected: { ...honest, 'retry-after': fail, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => pRetryClient(key, { retries: 5, randomize: true }),
  },
  { name: 'undici 7 RetryAgent, defaults', ...short, expected: honest, throughMsw: false, make: undiciClient },
  {
    name: 'AWS SDK v3 standard strategy, defaults (3 attempts)',
    ...drawnOften(4),
    expected: { ...honest, backoff: passOrTooShort, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => awsSdkClient(key, 3),
  },
  {
    name: 'AWS SDK v3 standard strategy, maxAttempts: 8',
    ...drawnOften(8),
    expected: { ...honest, 'no-blind-create-retry': fail },
    throughMsw: true,
    make: (key) => awsSdkClient(key, 8),
  },
  ...(['full', 'equal', 'decorrelated'] as const).flatMap((kind) =>
    [5, 8].map(
      (attempts): RetryLibraryClient => ({
        name: `${kind} jitter by hand, ${attempts} attempts`,
        ...drawnOften(attempts),
        expected: { ...honest, backoff: kind === 'equal' || attempts === 8 ? pass : passOrTooShort },
        throughMsw: true,
        make: (key) => jitterLoopClient(key, kind, attempts),
      }),
    ),
  ),
];
