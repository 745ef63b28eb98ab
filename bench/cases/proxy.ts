import type { BenchSettings } from '../config.ts';
import { loadRoute } from '../lib/load.ts';
import { startServerChild, type ServerChild } from '../lib/server-child.ts';
import type { ProxyCase } from '../results.ts';
import { profilesDir } from './load.ts';
import { mockArgs } from './mock-args.ts';

/**
 * The upstreams: this mock on loopback (the proxy's cost laid bare, against the bare pass-through
 * proxy's), and one 20 ms away as staging is (where a hop's µs drown in the 20 ms jitter).
 */
const upstreams = [
  { upstream: 'loopback', latency: [], passThrough: true },
  { upstream: '20 ms away', latency: ['--latency', '20'], passThrough: false },
] as const;

/**
 * The proxy's overhead: the same load straight to an upstream, through a bare node:http
 * pass-through proxy (loopback only) and through the mock's proxy in front of it (each in its own process), one
 * client and then `settings.connections`, each triple run back to back so that the machine's drift
 * cancels out.
 */
export async function runProxyCases(settings: BenchSettings, dir: string, log: (line: string) => void): Promise<ProxyCase[]> {
  const cases: ProxyCase[] = [];
  for (const { upstream: kind, latency, passThrough } of upstreams) {
    const upstream = await startServerChild([...mockArgs('memory', 100, dir), ...latency]);
    let proxy: ServerChild | undefined;
    let bareProxy: ServerChild | undefined;
    try {
      const flags = (name: string) => (settings.profile && kind === 'loopback' ? ['--cpu-prof', '--cpu-prof-dir', profilesDir, '--cpu-prof-name', `${name}-loopback.cpuprofile`] : []);
      proxy = await startServerChild(['server/bin.ts', '--quiet', '--port', '0', '--in-memory', '--count', '0', '--proxy', `${upstream.origin}/v1`], flags('mock-proxy'));
      if (passThrough) bareProxy = await startServerChild(['bench/servers/pass-through-proxy.ts', upstream.origin], flags('bare-proxy'));
      for (const connections of [1, settings.load.connections]) {
        const load = { ...settings.load, connections };
        const direct = await loadRoute(upstream.origin, 'list', 100, load);
        const bare = bareProxy && await loadRoute(bareProxy.origin, 'list', 100, load, bareProxy.pid);
        const proxied = await loadRoute(proxy.origin, 'list', 100, load, proxy.pid);
        cases.push({ upstream: kind, connections, direct, proxied, ...(bare && { bare }) });
        log(`proxy, upstream ${kind}, ${connections} connection(s): p50 ${direct.p50.toFixed(2)} ms direct, `
          + `${bare ? `${bare.p50.toFixed(2)} ms bare proxy, ` : ''}${proxied.p50.toFixed(2)} ms proxied, ${proxied.errors + (bare?.errors ?? 0)} errors`);
      }
    } finally {
      await bareProxy?.stop();
      await proxy?.stop();
      await upstream.stop();
    }
  }
  return cases;
}
