import type { BenchSettings } from '../config.ts';
import { loadRoute } from '../lib/load.ts';
import { startServerChild, type ServerChild } from '../lib/server-child.ts';
import type { ProxyCase } from '../results.ts';
import { mockArgs } from './mock-args.ts';

/** The upstreams: this mock on loopback (the proxy's cost laid bare), and one 20 ms away as staging is. */
const upstreams = [
  { upstream: 'loopback', latency: [] },
  { upstream: '20 ms away', latency: ['--latency', '20'] },
] as const;

/**
 * The proxy's overhead: p50 of the same load straight to an upstream and through a proxy in front
 * of it (both in their own processes), one client and then `settings.connections`, each pair run
 * back to back so that the machine's drift cancels out.
 */
export async function runProxyCases(settings: BenchSettings, dir: string, log: (line: string) => void): Promise<ProxyCase[]> {
  const cases: ProxyCase[] = [];
  for (const { upstream: kind, latency } of upstreams) {
    const upstream = await startServerChild([...mockArgs('memory', 100, dir), ...latency]);
    let proxy: ServerChild | undefined;
    try {
      proxy = await startServerChild(['server/bin.ts', '--quiet', '--port', '0', '--in-memory', '--count', '0', '--proxy', `${upstream.origin}/v1`]);
      for (const connections of [1, settings.load.connections]) {
        const load = { ...settings.load, connections };
        const direct = await loadRoute(upstream.origin, 'list', 100, load);
        const proxied = await loadRoute(proxy.origin, 'list', 100, load, proxy.pid);
        cases.push({ upstream: kind, connections, direct, proxied });
        log(`proxy, upstream ${kind}, ${connections} connection(s): p50 ${direct.p50.toFixed(2)} ms direct, ${proxied.p50.toFixed(2)} ms proxied, `
          + `${proxied.errors} errors`);
      }
    } finally {
      await proxy?.stop();
      await upstream.stop();
    }
  }
  return cases;
}
