import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { build } from 'vite';
import { readEnvironment } from '../support/environment.ts';

// What a production build of the e2e app holds: it mounts the panel in development only
// (`import.meta.env.DEV`), as init's dev-only mock file does, so none of the panel may be left in.

const appConfig = fileURLToPath(new URL('../app/vite.config.ts', import.meta.url));
/** Strings only the panel's code holds: its element, its toggle, its views' source label and CSS box. */
const panelMarkers = ['animal-store-mock-panel', 'Mock panel', 'in this page (MSW)', 'panel-root'];

/** The JavaScript of an app build in `outDir`, every file of it. */
function scripts(outDir: string): string {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  return files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
}

test('a production build of the e2e app holds none of the panel; the development build the tests use holds it', async ({}, testInfo) => {
  // A build of an app with MSW and faker: a minute on a loaded machine, not a browser test's seconds.
  test.setTimeout(120_000);
  // Vite takes `import.meta.env.DEV` from NODE_ENV, and `vite build` sets `production` only when
  // nothing is set: say it, whatever this worker inherited.
  process.env['NODE_ENV'] = 'production';
  const outDir = testInfo.outputPath('production');
  await build({ configFile: appConfig, logLevel: 'warn', build: { outDir, emptyOutDir: true, minify: false } });
  const production = scripts(outDir);
  expect(production).toContain('setupWorker');
  for (const marker of panelMarkers) expect(production, marker).not.toContain(marker);

  // The control: the same app built for development by the global setup, its panel branch kept.
  const withPanel = scripts(readEnvironment().appBuildDir);
  for (const marker of panelMarkers) expect(withPanel, marker).toContain(marker);
});

const distEsm = fileURLToPath(new URL('../../dist/esm/', import.meta.url));

/** A module of dist/esm and every module it imports, statically and (with `dynamic`) on demand. */
function moduleGraph(entry: string, { dynamic }: { dynamic: boolean }): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    const text = readFileSync(join(distEsm, file), 'utf8');
    found.set(file, text);
    // The bundles are minified: a specifier may be quoted with ", ' or `.
    const imports = [
      ...text.matchAll(/\bfrom\s*["'`](\.[^"'`]+)["'`]/g),
      ...(dynamic ? text.matchAll(/\bimport\(\s*["'`](\.[^"'`]+)["'`]\s*\)/g) : []),
    ];
    for (const [, path] of imports) visit(join(dirname(file), path!));
  };
  visit(entry);
  return found;
}

test('the package: animal-store-mock/msw/browser loads none of the panel; the panel entry is the toggle, the rest loads on first open within budget', () => {
  const browser = [...moduleGraph('mocks/browser.js', { dynamic: true }).values()].join('\n');
  for (const marker of panelMarkers) expect(browser, marker).not.toContain(marker);

  // The entry imports nothing up front; what it adds to a page that has msw/browser loads on the
  // first open: the views' chunk, and a sliver of core it shares with the core entry.
  const toggle = moduleGraph('mocks/panel.js', { dynamic: false });
  expect([...toggle.keys()]).toEqual(['mocks/panel.js']);
  const inBrowser = moduleGraph('mocks/browser.js', { dynamic: true });
  const added = [...moduleGraph('mocks/panel.js', { dynamic: true })].filter(
    ([file]) => file !== 'mocks/panel.js' && !inBrowser.has(file),
  );
  expect(added.map(([file]) => file)).toContain('chunks/panel-views.js');
  // docs/performance.md, "The MSW panel": gzip sizes.
  expect(gzipSync(toggle.get('mocks/panel.js')!).length).toBeLessThan(2_500);
  expect(added.reduce((total, [, text]) => total + gzipSync(text).length, 0)).toBeLessThan(45_000);
});
