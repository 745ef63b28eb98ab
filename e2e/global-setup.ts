import { copyFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { build, preview } from 'vite';
import type { RunningServer } from '../server/server-config.ts';
import { startServer } from '../server/start-server.ts';
import { distBuilt } from '../test/support/dist-built.ts';
import { testConfig } from '../test/support/test-server.ts';
import { findChromium, noChromiumMessage } from './support/browser.ts';
import { apiKey, publishEnvironment, scenario } from './support/environment.ts';

const appRoot = fileURLToPath(new URL('./app/', import.meta.url));
const appConfig = `${appRoot}vite.config.ts`;
/** Outside e2e/app, beside Vite's cache, so no build output appears in the source tree. */
const appBuildDir = fileURLToPath(new URL('../node_modules/.e2e-app/', import.meta.url));
const dashboardConfig = fileURLToPath(new URL('../ui/vite.config.ts', import.meta.url));

/**
 * Builds the QA dashboard from source (so the tests see the code as it is, as `npm run build`
 * ships it; under `npm test` it was built moments before), then starts, on port 0 and 127.0.0.1
 * only: one in-memory Koa server that every worker's app tests share (each test in a sandbox of
 * its own, through animal-store-mock/playwright), one per worker slot for the dashboard's tests
 * (they drive the main store), and a development build of e2e/app. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!findChromium()) throw new Error(noChromiumMessage);
  if (!distBuilt()) await withNodeEnv('production', () => build({ configFile: dashboardConfig }));

  // MSW's worker script, from the installed msw (so it always matches the library's version).
  mkdirSync(`${appRoot}public`, { recursive: true });
  copyFileSync(fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js')), `${appRoot}public/mockServiceWorker.js`);

  const log = { info: () => {}, error: (line: string) => console.error(`[api] ${line}`) };
  const servers: RunningServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
  try {
    servers.push(await startServer(testConfig({ apiKeys: [apiKey], scenario }), log));
    for (let slot = 0; slot < Math.max(1, config.workers); slot += 1) {
      servers.push(await startServer(testConfig({ apiKeys: [apiKey], scenario }), log));
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  // The app is built once and served as files: a dev server hands every page its ~90 modules one
  // by one, seconds per page load on a loaded machine. Built for development, so the page keeps its
  // panel (`import.meta.env.DEV`) and the MSW mode it imports lazily.
  await withNodeEnv('development', () =>
    build({
      configFile: appConfig,
      logLevel: 'warn',
      mode: 'development',
      build: { outDir: appBuildDir, emptyOutDir: true, minify: false },
    }),
  );
  const app = await preview({
    configFile: appConfig,
    logLevel: 'warn',
    build: { outDir: appBuildDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  try {
    const { port } = app.httpServer.address() as AddressInfo;
    const [shared, ...perSlot] = servers.map((server) => server.url);
    publishEnvironment({ appUrl: `http://127.0.0.1:${port}/`, appBuildDir, sharedApiUrl: shared!, apiUrls: perSlot });
  } catch (error) {
    await app.close();
    await stopAll();
    throw error;
  }

  return async () => {
    await app.close();
    await stopAll();
  };
}

/**
 * Runs a Vite build with NODE_ENV set, then puts it back: Vite sets it process-wide when it is
 * unset, and it decides `import.meta.env.DEV` for every later build in this process and its workers.
 */
async function withNodeEnv<T>(value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = before;
  }
}
