import { defineConfig } from 'rolldown';

/**
 * The CommonJS build of the library entry points (`require('animal-store-mock/msw')`), from the
 * same TypeScript as the ESM build (tsc, dist/). Jest's CommonJS runtime cannot load ESM-only
 * packages, so lowdb and faker are bundled in; msw (the user's own copy) and ajv (CommonJS)
 * stay `require`s. The core is one shared chunk, so the three entries share one copy of it.
 */
export default defineConfig({
  input: {
    'core/index': 'core/index.ts',
    'mocks/index': 'mocks/index.ts',
    'mocks/browser': 'mocks/browser.ts',
  },
  external: [/^msw(\/|$)/, /^ajv(\/|$)/],
  platform: 'neutral',
  output: {
    dir: 'dist/cjs',
    format: 'cjs',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    cleanDir: true,
    // Its own chunk, so that it is required (and an old Node refused) before the chunk that requires msw.
    codeSplitting: { groups: [{ name: 'require-supported-node', test: /require-supported-node/ }] },
  },
  plugins: [
    {
      name: 'commonjs-scope',
      // Makes the .js here, and the declarations tsc writes beside them, CommonJS to Node and TypeScript.
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
      },
    },
  ],
});
