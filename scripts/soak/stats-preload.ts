// Preloaded into the server process by the soak (`node --expose-gc --import <this> server/bin.ts`),
// so that figures are taken inside the server without touching its code. It only records: on
// SIGUSR2 it writes to $SOAK_STATS_FILE the event-loop delay histogram since the previous SIGUSR2
// (or start) and resets it, then runs a full garbage collection and adds the memory after it
// (so RSS is compared between two collected states, not between two random points of the GC cycle).
// It adds what the old space holds: where all data a request leaves behind ends up, without the
// code and large objects that move the whole JS heap by up to 4 MiB between runs (start-up bytecode
// V8 drops after six full collections), enough to hide a 1 KiB-per-request leak in a 1-minute soak.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

const file = process.env.SOAK_STATS_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const collect = (globalThis as { gc?: () => void }).gc;
  let sequence = 0;
  process.on('SIGUSR2', () => {
    const eld = {
      count: histogram.count,
      meanMs: ms(histogram.mean),
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
    };
    collect?.();
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    // The collection itself shows up as a delay once this handler returns: reset after that.
    setTimeout(() => histogram.reset(), 50);
    const kib = (bytes: number) => Math.round(bytes / 1024);
    const memory = {
      collected: collect !== undefined,
      rssKiB: kib(rss),
      heapTotalKiB: kib(heapTotal),
      heapUsedKiB: kib(heapUsed),
      externalKiB: kib(external),
      arrayBuffersKiB: kib(arrayBuffers),
    };
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        { sizeKiB: kib(space.space_size), usedKiB: kib(space.space_used_size) },
      ]),
    );
    writeFileSync(
      file,
      `${JSON.stringify({ sequence: ++sequence, eld, memory: { ...memory, oldSpaceKiB: spaces.old_space?.usedKiB ?? NaN }, spaces })}\n`,
    );
  });
}
