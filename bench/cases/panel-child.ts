// Run by cases/panel.ts in a process of its own: serves the built bench page (bench/panel-page/)
// on 127.0.0.1, opens it in Chromium with the panel as `variant` says, and reads through MSW's
// service worker from the page. Prints one JSON line (a LoadResult).
// Usage: node bench/cases/panel-child.ts <builtDir> <none|closed|reopened> <warmupSec> <durationSec>
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumArgs, findChromium, noChromiumMessage } from '../../e2e/support/browser.ts';
import { descendantsCpuMs } from '../lib/cpu-time.ts';
import { sequentialResult, type SequentialRun } from '../lib/sequential-result.ts';

const [builtDir, variant, warmupSec, durationSec] = process.argv.slice(2);
const [warmup, duration] = [Number(warmupSec), Number(durationSec)];
// A bound on the whole run, whatever hangs: the page's loops are bounded by time themselves.
setTimeout(
  () => {
    console.error(`panel-child: no result within ${warmup + duration + 90} s`);
    process.exit(1);
  },
  (warmup + duration + 90) * 1000,
).unref();

const executablePath = findChromium();
if (!executablePath) throw new Error(noChromiumMessage);
const server = await preview({
  configFile: false,
  logLevel: 'warn',
  build: { outDir: builtDir! },
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
});
const browser = await chromium.launch({ executablePath, args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.goto(`${server.resolvedUrls!.local[0]}?panel=${variant}`, { timeout: 60_000 });
  await page.locator(`body[data-ready="${variant}"]`).waitFor({ timeout: 60_000 });
  const drive = (seconds: number) => page.evaluate((s) => window.drive(s), seconds) as Promise<SequentialRun>;
  await drive(warmup);
  // The browser's processes (the page, its service worker, the browser itself) are this process's descendants.
  const cpuBefore = descendantsCpuMs(process.pid);
  const run = await drive(duration);
  // Chromium's CPU time, every process of it, per read: the whole cost of one intercepted fetch.
  console.log(JSON.stringify(sequentialResult(run, (descendantsCpuMs(process.pid) - cpuBefore) * 1000)));
} finally {
  await browser.close();
  await server.close();
}
