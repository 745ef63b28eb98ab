import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Memory } from 'lowdb';
import {
  adminBasePath,
  applyScenario,
  createAdminApp,
  createAdminRoutes,
  createApp,
  createControls,
  createSimulation,
  openStore,
  type App,
  type Controls,
  type PetStore,
  type Simulation,
  type StoreData,
} from '../core/index.ts';
import type { ServerConfig } from './cli.ts';
import { openDbFile } from './db-file.ts';
import type Koa from 'koa';
import { answerClientErrorsAsJson } from './client-errors.ts';
import { loadDashboardAssets } from './dashboard-assets.ts';
import { createKoaApp } from './koa-adapter.ts';
import { requestLogger } from './request-logger.ts';
import { readScenarioArgument } from './scenario-argument.ts';

export interface RunningServer {
  /** Base URL of the API, ending in `/v1`. */
  url: string;
  port: number;
  app: App;
  store: PetStore;
  simulation: Simulation;
  controls: Controls;
  /** The scenario loaded at start, if any. */
  scenario: string | undefined;
  /** Whether this start created (seeded) the data. */
  seeded: boolean;
  /** Stops accepting, lets in-flight requests and writes finish, then resolves. */
  close(): Promise<void>;
}

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

/**
 * Opens the store and serves it over HTTP. Throws `StoreLoadError` when the db file cannot be used.
 * @example const server = await startServer({ ...config, port: 0 }, console); await server.close();
 */
export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  const scenario = config.scenario === undefined ? undefined : await readScenarioArgument(config.scenario);
  const dbFile = config.db === null ? undefined : openDbFile(config.db, { fsync: config.fsync, log });
  const { store, seeded } = await openStore(dbFile?.adapter ?? new Memory<StoreData>(), {
    seed: config.seed,
    count: config.count,
    reset: config.reset,
    defaultStatus: config.defaultStatus,
  }).catch(async (error: unknown) => {
    await dbFile?.close();
    throw error;
  });
  const simulation = createSimulation({
    store,
    apiKeys: config.apiKeys,
    seed: config.seed,
    failures: config.failures,
    now: config.now,
    maxHangMs: config.maxHangMs,
    journalSize: config.journalSize,
  });
  if (scenario) await applyScenario(simulation, scenario);
  const controls = createControls(simulation);
  dbFile?.follow(store, controls.store.changed);
  const onUnexpectedError = (error: unknown, request: Request) =>
    log.error(`${request.method} ${request.url} failed: ${(error as Error).stack ?? error}`);
  const streams = new AbortController();
  const routes = createAdminRoutes(controls, {
    storage: dbFile ? dbFile.storage : async () => ({ kind: 'memory' }),
    dashboard: loadDashboardAssets(),
    shutdown: streams.signal,
  });
  const admin = createAdminApp({ routes, adminToken: config.adminToken, onUnexpectedError });
  const app = createApp({
    simulation,
    corsOrigins: config.corsOrigins,
    onUnexpectedError,
  });
  const shutdown = { closing: false };
  const koa = createKoaApp(app, {
    admin: { basePath: adminBasePath, handler: admin },
    middleware: [closeWhenStopping(shutdown), ...(config.quiet ? [] : [requestLogger(log.info)])],
  });
  koa.on('error', (error: Error & { code?: string }) => {
    // A client leaving a streamed answer (a closed dashboard tab on the live feed) is no fault.
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') log.error(`koa: ${error.message}`);
  });
  // Slow or idle clients must not hold the server: heads and requests have deadlines, checked often.
  const server = createServer(
    {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: Math.min(1_000, config.headersTimeoutMs / 2),
      // Node would answer a Host-less HTTP/1.1 request with a bare 400 of its own; a mock lets it in.
      requireHostHeader: false,
    },
    koa.callback(),
  );
  answerClientErrorsAsJson(server);
  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return { url: `http://${host}:${port}${app.basePath}`, port, app, store, simulation, controls, scenario: scenario?.name, seeded, close: () => {
      shutdown.closing = true;
      streams.abort();
      return close(server, store).then(() => dbFile?.close());
    } };
}

/** Once stopping, every answer ends its connection, so keep-alive clients cannot start another. */
function closeWhenStopping(shutdown: { closing: boolean }): Koa.Middleware {
  return async (ctx, next) => {
    await next();
    if (shutdown.closing) ctx.set('connection', 'close');
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function close(server: Server, store: PetStore): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Keep-alive clients that never hang up must not hold the exit forever.
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  await closed;
  clearTimeout(force);
  await store.flush();
}
