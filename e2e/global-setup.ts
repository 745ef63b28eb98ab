import { copyFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { build, createServer } from 'vite';
import type { RunningServer } from '../server/server-config.ts';
import { startServer } from '../server/start-server.ts';
import { distBuilt } from '../test/support/dist-built.ts';
import { testConfig } from '../test/support/test-server.ts';
import { findChromium, noChromiumMessage } from './support/browser.ts';
import { apiKey, publishEnvironment, scenario } from './support/environment.ts';

const appRoot = fileURLToPath(new URL('./app/', import.meta.url));
const dashboardConfig = fileURLToPath(new URL('../ui/vite.config.ts', import.meta.url));

/**
 * Builds the QA dashboard from source (so the tests see the code as it is, as `npm run build`
 * ships it; under `npm test` it was built moments before), then starts, on port 0 and 127.0.0.1
 * only: one in-memory Koa server that every worker's app tests share (each test in a sandbox of
 * its own, through animal-store-mock/playwright), one per worker slot for the dashboard's tests
 * (they drive the main store), and the Vite dev server of e2e/app. Returns the teardown.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (!findChromium()) throw new Error(noChromiumMessage);
  if (!distBuilt()) {
    // Vite's build sets NODE_ENV to production when it is unset, and the app's dev server below
    // would then read `import.meta.env.DEV` as false (no panel): run alone, put it back.
    const nodeEnv = process.env['NODE_ENV'];
    await build({ configFile: dashboardConfig });
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }

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

  const vite = await createServer({
    configFile: `${appRoot}vite.config.ts`,
    logLevel: 'warn',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
  });
  try {
    await vite.listen();
    const { port } = vite.httpServer!.address() as AddressInfo;
    const appUrl = `http://127.0.0.1:${port}/`;
    // Transform the page's modules and finish optimising dependencies now, so that no test
    // meets a "new dependencies optimized, reloading" in the middle of a flow.
    for (const path of ['/', '/src/main.ts', '/src/api.ts', '/src/mock.ts']) {
      const response = await fetch(new URL(path, appUrl));
      if (!response.ok) throw new Error(`Vite answered ${response.status} for ${path}: ${await response.text()}`);
    }
    await vite.waitForRequestsIdle();
    const [shared, ...perSlot] = servers.map((server) => server.url);
    publishEnvironment({ appUrl, sharedApiUrl: shared!, apiUrls: perSlot });
  } catch (error) {
    await vite.close();
    await stopAll();
    throw error;
  }

  return async () => {
    await vite.close();
    await stopAll();
  };
}
