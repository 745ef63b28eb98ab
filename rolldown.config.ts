import { readFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'rolldown';

/** The library's entry points, bundled twice from the same TypeScript (tsc writes only the declarations). */
const entries = {
  'core/index': 'core/index.ts',
  'mocks/index': 'mocks/index.ts',
  'mocks/browser': 'mocks/browser.ts',
};

/**
 * Both builds are minified, local variables renamed too, but every function and class keeps its
 * name, and so does every top-level binding and import: a stack trace names the functions it went
 * through as in the source, as a minified file's line and column never could anyway.
 */
const minify = {
  mangle: { toplevel: false, keepNames: true },
  compress: { keepNames: { function: true, class: true } },
};

/**
 * The ES module build of the same entry points, bundled too (dist/esm/): a test file that imports
 * `animal-store-mock/msw` loads a handful of modules instead of seventy-odd (the cold start was
 * twice as slow unbundled). Dependencies stay imports, shared with the user's own copies; what
 * only a server needs (the control plane, sandboxes) is in chunks loaded on demand. The CLI
 * (dist/server/bin.js) and the Playwright fixture are entries of the same build, so the package
 * holds one ES copy of the core, whose chunks they share with the library.
 */
const esm = defineConfig({
  // The MSW panel (browser, ESM only): its own entry, so the browser entry holds none of it; its
  // views (Preact, the dashboard, their CSS) are the chunk it imports on the first open.
  input: {
    ...Object.fromEntries(Object.entries(entries).map(([name, file]) => [`esm/${name}`, file])),
    'esm/mocks/panel': 'mocks/panel.ts',
    'server/bin': 'server/bin.ts',
    'playwright/index': 'playwright/index.ts',
  },
  plugins: [inlineCss()],
  external: [
    /^node:/,
    /^msw(\/|$)/,
    /^ajv(\/|$)/,
    /^lowdb(\/|$)/,
    /^pure-rand(\/|$)/,
    // What only the server and the fixture import: dependencies and peers, installed beside the package.
    /^(koa|commander|picocolors|undici|mime-types|@modelcontextprotocol\/sdk|@playwright\/test)(\/|$)/,
  ],
  platform: 'neutral',
  // Into dist/ itself, so the bin and the fixture keep their paths (dist/server/bin.js,
  // dist/playwright/index.js); `npm run build` empties dist/ first.
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'esm/chunks/[name].js', minify },
});

/**
 * The CommonJS build of the library entry points (`require('animal-store-mock/msw')`), from the
 * same TypeScript as the ESM build. Jest's CommonJS runtime cannot load ESM-only
 * packages, so lowdb is bundled in; msw (the user's own copy) and ajv (CommonJS)
 * stay `require`s. The core is one shared chunk, so the three entries share one copy of it.
 */
const cjs = defineConfig({
  input: entries,
  external: [/^msw(\/|$)/, /^ajv(\/|$)/],
  platform: 'neutral',
  output: {
    dir: 'dist/cjs',
    format: 'cjs',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    cleanDir: true,
    minify,
    // Its own chunk, so that it is required (and an old Node refused) before the chunk that requires msw.
    codeSplitting: { groups: [{ name: 'require-supported-node', test: /require-supported-node/ }] },
  },
  plugins: [
    {
      name: 'commonjs-scope',
      // Makes the .js here, and the declarations scripts/write-cjs-declarations.ts writes beside them, CommonJS to Node and TypeScript.
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
      },
    },
  ],
});

/** `import css from './x.css?inline'`: the stylesheet's text as a string, as Vite gives it. */
function inlineCss(): Plugin {
  const suffix = '?inline';
  return {
    name: 'inline-css',
    async resolveId(source, importer) {
      if (!source.endsWith(`.css${suffix}`)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved && `${resolved.id}${suffix}`;
    },
    async load(id) {
      if (!id.endsWith(`.css${suffix}`)) return null;
      return `export default ${JSON.stringify(await readFile(id.slice(0, -suffix.length), 'utf8'))};`;
    },
  };
}

export default [esm, cjs];
