import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The client page of the browser tests. `npx vite e2e/app` serves it by hand; the Playwright
 * global setup builds it with this file (for development, so its panel stays) and serves the build.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Outside e2e/app so no node_modules folder appears in the source tree.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite-e2e', import.meta.url)),
  clearScreen: false,
  // The page imports the package by its public name, as the browser example of docs/msw-and-test-stacks.md does.
  resolve: {
    alias: {
      'animal-store-mock/msw/browser': fileURLToPath(new URL('../../mocks/browser.ts', import.meta.url)),
      'animal-store-mock/msw/panel': fileURLToPath(new URL('../../mocks/panel.ts', import.meta.url)),
    },
  },
  // The panel's views are the dashboard's Preact components.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  server: {
    host: '127.0.0.1',
    // The page imports the repository's mocks/ and core/ (MSW mode).
    fs: { allow: [repoRoot] },
  },
  // Everything the page can import, bundled up front: a dependency found late would make Vite
  // reload the page in the middle of a test.
  optimizeDeps: {
    entries: ['index.html'],
    include: [
      'msw',
      'msw/browser',
      'lowdb',
      'lowdb/browser',
      'ajv',
      '@faker-js/faker',
      'preact',
      'preact/hooks',
      'preact/jsx-runtime',
    ],
  },
});
