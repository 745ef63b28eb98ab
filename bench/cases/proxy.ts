import type { BenchSettings } from '../config.ts';
import { loadRoute, type LoadResult, type LoadSettings } from '../lib/load.ts';
import { medianResult } from '../lib/median-result.ts';
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
 * pass-through proxy (loopback only) and through the mock's proxy in front of it (each in its own
 * process), one client and then `settings.connections`. On loopback the hop is a difference of
 * two near rates, so each triple runs in rounds, the two proxies' order swapped each round, and
 * each side's median counts: whichever ran second read up to 2x slower in single runs here.
 */
export async function runProxyCases(
  settings: BenchSettings,
  dir: string,
  log: (line: string) => void,
): Promise<ProxyCase[]> {
  const cases: ProxyCase[] = [];
  for (const { upstream: kind, latency, passThrough } of upstreams) {
    const upstream = await startServerChild([...mockArgs('memory', 100, dir), ...latency]);
    let proxy: ServerChild | undefined;
    let bareProxy: ServerChild | undefined;
    try {
      const flags = (name: string) =>
        settings.profile && kind === 'loopback'
          ? ['--cpu-prof', '--cpu-prof-dir', profilesDir, '--cpu-prof-name', `${name}-loopback.cpuprofile`]
          : [];
      proxy = await startServerChild(
        ['server/bin.ts', '--quiet', '--port', '0', '--in-memory', '--count', '0', '--proxy', `${upstream.origin}/v1`],
        flags('mock-proxy'),
      );
      if (passThrough)
        bareProxy = await startServerChild(
          ['bench/servers/pass-through-proxy.ts', upstream.origin],
          flags('bare-proxy'),
        );
      const rounds = passThrough && !settings.quick ? 3 : 1;
      // Both proxies' hot paths compiled before the first measured round, at the load that compiles them fastest.
      const warmUp = {
        connections: settings.load.connections,
        warmupSec: 0,
        durationSec: Math.max(1, settings.load.warmupSec * 2),
      };
      for (const server of [proxy, bareProxy]) if (server) await loadRoute(server.origin, 'list', 100, warmUp);
      for (const connections of [1, settings.load.connections]) {
        const load = { ...settings.load, connections };
        const { direct, bare, proxied } = await inRounds(rounds, upstream, bareProxy, proxy, load);
        cases.push({ upstream: kind, connections, direct, proxied, ...(bare && { bare }) });
        log(
          `proxy, upstream ${kind}, ${connections} connection(s), median of ${rounds}: p50 ${direct.p50.toFixed(2)} ms direct, ` +
            `${bare ? `${bare.p50.toFixed(2)} ms bare proxy, ` : ''}${proxied.p50.toFixed(2)} ms proxied, ${proxied.errors + (bare?.errors ?? 0)} errors`,
        );
      }
    } finally {
      await bareProxy?.stop();
      await proxy?.stop();
      await upstream.stop();
    }
  }
  return cases;
}

/** Each side's median over `rounds` back-to-back triples: direct first, then the proxies, their order swapped each round. */
async function inRounds(
  rounds: number,
  upstream: ServerChild,
  bareProxy: ServerChild | undefined,
  proxy: ServerChild,
  load: LoadSettings,
) {
  const runs: { direct: LoadResult[]; bare: LoadResult[]; proxied: LoadResult[] } = {
    direct: [],
    bare: [],
    proxied: [],
  };
  for (let round = 0; round < rounds; round++) {
    runs.direct.push(await loadRoute(upstream.origin, 'list', 100, load));
    const proxies: { side: 'bare' | 'proxied'; server: ServerChild }[] = [{ side: 'proxied', server: proxy }];
    if (bareProxy) proxies.unshift({ side: 'bare', server: bareProxy });
    for (const { side, server } of round % 2 === 0 ? proxies : proxies.reverse()) {
      runs[side].push(await loadRoute(server.origin, 'list', 100, load, server.pid));
    }
  }
  return {
    direct: medianResult(runs.direct),
    proxied: medianResult(runs.proxied),
    bare: runs.bare.length > 0 ? medianResult(runs.bare) : undefined,
  };
}
