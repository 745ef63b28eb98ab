import autocannon from 'autocannon';
import { cpuMs } from './cpu-time.ts';
import { quantile } from './stats.ts';
import type { LoadName } from './routes.ts';
import { requestsFor } from './routes.ts';

export interface LoadSettings {
  connections: number;
  warmupSec: number;
  durationSec: number;
}

export interface LoadResult {
  /** 2xx responses per second. */
  rps: number;
  /** Milliseconds, from every 2xx response of the measured run (not autocannon's whole-ms histogram). */
  p50: number;
  p99: number;
  /** Socket errors, timeouts and non-2xx responses. */
  errors: number;
  responses: number;
  /** CPU time the server process spent per response, in microseconds (when its pid is known): steadier than req/s on a busy machine. */
  cpuUsPerRequest?: number;
}

/**
 * Loads `origin` with one route: a warm-up, then a measured run of `durationSec` seconds.
 * @example await loadRoute('http://127.0.0.1:4010', 'list', 100, { connections: 10, warmupSec: 1, durationSec: 5 })
 */
export function loadRoute(
  origin: string,
  route: LoadName,
  count: number,
  settings: LoadSettings,
  pid?: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const requests = requestsFor(route, count).map((request) => ({
    ...request,
    headers: { ...request.headers, ...headers },
  }));
  return loadRequests(origin, requests, settings, pid);
}

/** The same, for a request cycle of one's own (another server's paths). */
export async function loadRequests(
  origin: string,
  requests: autocannon.Request[],
  settings: LoadSettings,
  pid?: number,
): Promise<LoadResult> {
  if (settings.warmupSec > 0) await run(origin, requests, settings.connections, settings.warmupSec, null);
  const latencies: number[] = [];
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  const result = await run(origin, requests, settings.connections, settings.durationSec, latencies);
  const cpu =
    pid === undefined
      ? {}
      : { cpuUsPerRequest: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total) };
  return {
    ...cpu,
    rps: result['2xx'] / result.duration,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors: result.errors + result.timeouts + result.non2xx,
    responses: result.requests.total,
  };
}

function run(
  origin: string,
  requests: autocannon.Request[],
  connections: number,
  seconds: number,
  latencies: number[] | null,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections, duration: seconds, timeout: 10, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (latencies) {
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
        if (status >= 200 && status < 300) latencies.push(ms);
      });
    }
  });
}
