import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The QA dashboard, built into dist/ui and served by the mock at /__admin/ui (no CDN, nothing
 * fetched at run time). `npm run build` builds it; the browser tests build it before they start.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__admin/ui/',
  cacheDir: fileURLToPath(new URL('../node_modules/.vite-ui', import.meta.url)),
  clearScreen: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
    emptyOutDir: true,
    assetsDir: 'assets',
    // Everything under assets/, no inline data: the page's CSP allows only its own files.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    target: 'es2022',
  },
});
