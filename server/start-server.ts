import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { assembleMock } from '../core/create-mock.ts';
import { splitMockOptions } from '../core/mock-options.ts';
import { answerClientErrorsAsJson } from './http/client-errors.ts';
import { loadDashboardAssets } from './http/dashboard-assets.ts';
import { createKoaApp } from './http/koa-adapter.ts';
import { createMcpRoutes } from './mcp/mcp-routes.ts';
import { nodeHttp } from './http/node-http.ts';
import { createRecordingFile } from './recording/recording-file.ts';
import { createRecordingFolder } from './recording/recording-folder.ts';
import { requestLogger } from './http/request-logger.ts';
import { serverDefaults, type Logger, type RunningServer, type ServerConfig } from './server-config.ts';

/**
 * Builds the mock from the config (through the one assembly, like every other entry point) and serves
 * it over HTTP. Throws `StoreLoadError` when the db file cannot be used.
 * @example const server = await startServer({ port: 0, host: '127.0.0.1', db: null }, console); await server.close();
 */
export async function startServer(config: ServerConfig, log: Logger): Promise<RunningServer> {
  const {
    port,
    host,
    db,
    quiet = false,
    scenario,
    headersTimeoutMs,
    requestTimeoutMs,
    fsync = false,
    proxy,
    record,
    recordingsDir,
  } = { ...serverDefaults, ...config };
  // The built-in scenarios load only for a start that names one (start-up time matters).
  const startScenario =
    scenario === undefined
      ? undefined
      : await (await import('./cli/scenario-argument.ts')).readScenarioArgument(scenario);
  // The db file's code loads only for a start on one (start-up time matters).
  const created = db === null ? undefined : (await import('./db-file/created-files.ts')).notCreatedYet(db);
  // The file's lock is taken first: a second server on it is refused before anything is read.
  const dbFile = db === null ? undefined : (await import('./db-file/db-file.ts')).openDbFile(db, { fsync, log });
  // What a scenario or --reset replaces in the file is kept beside it first, for an undo.
  const startBackup =
    dbFile && (startScenario || config.reset)
      ? await dbFile.backups.keepFile(
          startScenario?.name ?? 'reset',
          async () => (await dbFile.adapter.readAppended?.()) ?? [],
        )
      : undefined;
  // A failed start leaves nothing behind it created: no db file, log, lock or folder.
  // Proxied requests reuse pooled connections to the upstream, shared by the sandboxes too; undici
  // loads only for a proxy (start-up time matters).
  const upstream = proxy && (await import('./http/pooled-upstream.ts')).createPooledUpstream();
  const closeLeavingNothing = async () => {
    // The scenario may have replaced the file already: its backup is kept, and said.
    if (startBackup !== undefined) log.error(`what ${db} held before this start is kept in ${startBackup}`);
    await upstream?.close();
    await created?.beforeRelease();
    await dbFile?.close();
    await created?.afterRelease();
  };
  // `/__admin/mcp`: a route of the control plane, so behind its guards; its tools call the
  // mock's admin operations in process.
  const mcp = createMcpRoutes({
    onUnexpectedError: (error) => log.error(`an MCP tool failed: ${(error as Error).stack ?? error}`),
  });
  const dashboard = loadDashboardAssets();
  // The mock's own options, sorted into its start state and what this server lends it; the
  // server's (port, db path, timeouts, ...) stay here. `--scenario` arrives read: a value.
  const { start, host: lent } = splitMockOptions({
    ...config,
    scenario: startScenario,
    allowedHosts: servedHosts(host, config.allowedHosts),
  });
  const mock = await assembleMock(start, {
    ...lent,
    adminRoutes: mcp.routes,
    ...(proxy && upstream && { proxy: { onViolation: log.error, send: upstream.send, ...proxy } }),
    openRecording: createRecordingFolder(recordingsDir),
    // Without a file the core's default applies: the store is in memory.
    ...(dbFile && { adapter: dbFile.adapter, storage: dbFile.storage, backups: dbFile.backups }),
    // `--scenario` replaces what the file holds: the scenario is what the person asked to serve.
    ...(startScenario && { reset: true }),
    dashboard,
    onUnexpectedError: (error, request) =>
      log.error(`${request.method} ${request.path} failed: ${(error as Error).stack ?? error}`),
    // Every server takes the sandbox header: parallel test workers each get their own store.
    sandboxes: { ...config.sandboxes, onDrop: (name, reason) => log.info(`sandbox "${name}" dropped (${reason})`) },
  }).catch(async (error: unknown) => {
    await closeLeavingNothing();
    throw error;
  });
  dbFile?.follow(mock.store, mock.controls.store.changed);
  if (record !== undefined) mock.controls.recording.start(createRecordingFile(resolve(record)));
  let stopping = false;
  const koa = createKoaApp({
    app: mock.app,
    admin: mock.admin,
    adminBasePath: mock.adminBasePath,
    middleware: quiet ? [] : [requestLogger(log.info)],
    stopping: () => stopping,
  });
  koa.on('error', (error: Error) => log.error(`koa: ${error.message}`));
  // Slow or idle clients must not hold the server: heads and requests have deadlines, checked often.
  const server = nodeHttp.createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      // Past its clients' idle pools: Playwright's request context keeps a socket until the server
      // closes it and ignores the `Keep-Alive: timeout` hint, so a reuse could meet Node's 5 s close
      // and fail with ECONNRESET (microsoft/playwright#42698). A stop still closes idle sockets at once.
      keepAliveTimeout: 65_000,
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 2),
      // Node would answer a Host-less HTTP/1.1 request with a bare 400 of its own; a mock lets it in.
      requireHostHeader: false,
    },
    koa.callback(),
  );
  answerClientErrorsAsJson(server);
  await listen(server, port, host).catch(async (error: unknown) => {
    await mock.close();
    await closeLeavingNothing();
    throw error;
  });
  const bound = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  return {
    ...mock,
    url: `${origin}${mock.app.basePath}`,
    port: bound,
    startBackup,
    dashboardBuilt: dashboard !== undefined,
    close: async () => {
      stopping = true;
      await Promise.all([stopListening(server), mock.close(), mcp.close()]);
      await upstream?.close();
      await mock.store.flush();
      await dbFile?.close();
    },
  };
}

/** The host names this server answers to: always checked on a server, unless `all` was asked for. */
function servedHosts(host: string, allowed: ServerConfig['allowedHosts'] = []): readonly string[] | undefined {
  return allowed === 'all' ? undefined : [host, ...allowed];
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

async function stopListening(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // Keep-alive clients that never hang up must not hold the exit forever.
  const force = setTimeout(() => server.closeAllConnections(), 5_000);
  await closed;
  clearTimeout(force);
}
