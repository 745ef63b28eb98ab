import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { BenchSettings } from '../config.ts';
import type { LoadResult } from '../lib/load.ts';
import { medianResult } from '../lib/median-result.ts';
import { repoRoot } from '../lib/processes.ts';
import { panelVariants, type PanelCase, type PanelVariant } from '../results.ts';
import { childJson } from './child-json.ts';

const pageRoot = fileURLToPath(new URL('../panel-page/', import.meta.url));

/**
 * Case 5c: the MSW read path in Chromium (sequential fetch from a page through the service
 * worker), without the panel, with it mounted and closed, and opened then closed. Each run is a
 * fresh process, server and browser; the variants take turns, the first one rotating each round,
 * so that drift on the machine falls on all alike. The page is built from the package's dist/esm,
 * as a consumer's bundler would take it.
 */
export async function runPanelCases(
  settings: BenchSettings,
  dir: string,
  log: (line: string) => void,
): Promise<PanelCase[]> {
  if (!existsSync(join(repoRoot, 'dist/esm/mocks/panel.js')))
    throw new Error('dist/ is missing: run `npm run build` (npm install does it) first');
  const builtDir = join(dir, 'panel-page');
  await build({
    configFile: false,
    root: pageRoot,
    // msw and the store make a chunk past Vite's size warning: a page of the bench, not shipped.
    logLevel: 'error',
    resolve: {
      alias: {
        'animal-store-mock/msw/browser': join(repoRoot, 'dist/esm/mocks/browser.js'),
        'animal-store-mock/msw/panel': join(repoRoot, 'dist/esm/mocks/panel.js'),
      },
    },
    build: { outDir: builtDir, emptyOutDir: true, target: 'esnext' },
  });
  copyFileSync(fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js')), join(builtDir, 'mockServiceWorker.js'));

  // The browser starts cold each run: it always gets a warm-up, even in a quick run.
  const warmupSec = Math.max(1, settings.load.warmupSec);
  const rounds = settings.quick ? 2 : 5;
  const runs: Record<PanelVariant, LoadResult[]> = { none: [], closed: [], reopened: [] };
  for (let round = 0; round < rounds; round++) {
    const order = [
      ...panelVariants.slice(round % panelVariants.length),
      ...panelVariants.slice(0, round % panelVariants.length),
    ];
    for (const variant of order) {
      const result = await childJson<LoadResult>([
        'bench/cases/panel-child.ts',
        builtDir,
        variant,
        String(warmupSec),
        String(settings.load.durationSec),
      ]);
      runs[variant].push(result);
      log(
        `panel ${variant}: ${Math.round(result.rps)} req/s, p99 ${result.p99.toFixed(2)} ms, ${result.cpuUsPerRequest?.toFixed(0)} µs CPU/req, ${result.errors} errors`,
      );
    }
  }
  return panelVariants.map((variant) => ({ variant, runs: runs[variant], result: medianResult(runs[variant]) }));
}
