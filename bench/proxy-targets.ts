import type { LoadResult } from './lib/load.ts';
import type { ProxyCase } from './results.ts';
import { ratioRow, type Row } from './row.ts';

/** Microseconds a hop adds to each request: 1/(req/s through it) - 1/(req/s direct). */
const hopUs = (through: LoadResult, direct: LoadResult) => 1e6 / through.rps - 1e6 / direct.rps;

/**
 * Issue 27's proxy rows: the per-request cost of the mock's hop against a bare node:http
 * pass-through proxy's (the limit for a proxy in Node), same upstream on loopback, same run, held
 * to 1.2x. "by CPU" compares the two proxies' own CPU per request: steadier on a busy machine.
 */
export function proxyHopRows(cases: readonly ProxyCase[]): Row[] {
  const rows: Row[] = [];
  const section =
    'Proxy hop cost: 1/(req/s through it) - 1/(req/s direct), GET /v1/pets?limit=20, same upstream, same run, each side the median of 3 rounds in turn (1 with --quick)';
  for (const { upstream, connections, direct, proxied, bare } of cases) {
    if (!bare) continue;
    const clients = `${connections} connection${connections === 1 ? '' : 's'}`;
    const [mine, theirs] = [hopUs(proxied, direct), hopUs(bare, direct)];
    rows.push({
      section,
      name: `upstream ${upstream}, ${clients}, bare node:http pass-through proxy`,
      load: bare,
      value: `${theirs.toFixed(0)} µs hop`,
    });
    const row = {
      section,
      name: `upstream ${upstream}, ${clients}, the mock's --proxy`,
      load: proxied,
      value: `${mine.toFixed(0)} µs hop`,
      vs: 'bare proxy hop',
    };
    const cpu =
      proxied.cpuUsPerRequest && bare.cpuUsPerRequest
        ? { cpuRatio: bare.cpuUsPerRequest / proxied.cpuUsPerRequest }
        : {};
    rows.push(ratioRow({ ...row, ...cpu }, mine / theirs, { max: 1.2 }));
  }
  return rows;
}
