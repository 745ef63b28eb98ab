import { ApiError } from '../core/exchange/errors.ts';
import { ScenarioError } from '../core/store/scenario-error.ts';
import { StoreLoadError } from '../core/store/open-store.ts';
import { banner } from './cli/banner.ts';
import { ignoredFlags } from './cli/ignored-flags.ts';
import { parseCli } from './cli/parse-cli.ts';
import { DbFileUnusableError } from './db-file/db-file-check.ts';
import { shownPath } from './shown-path.ts';
import { DbFileLockedError } from './db-file/db-lock.ts';
import { packageVersion } from './cli/package-version.ts';
import type { ServerConfig } from './server-config.ts';
import { startServer } from './start-server.ts';

/** `animal-store-mock start [options]`: serves the mock until SIGINT or SIGTERM. */
export async function run(args: string[]): Promise<void> {
  const version = packageVersion();
  const config = parseCli(args, process.env, version);
  const log = { info: (line: string) => console.log(line), error: (line: string) => console.error(line) };
  try {
    const server = await startServer(config, log);
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal}: finishing in-flight requests and writes...`);
      await server.close();
      console.log('stopped');
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    for (const line of ignoredFlags(config, server)) console.error(`animal-store-mock: ${line}`);
    if (server.startBackup !== undefined) console.log(`animal-store-mock: ${backupLine(config, server.startBackup)}`);
    // Only now: whoever waits for the banner may stop the server at once, and must get a clean stop.
    console.log(banner(version, config, server));
  } catch (error) {
    console.error(`animal-store-mock: ${startFailure(error, config)}`);
    process.exit(error instanceof DbFileUnusableError ? error.exitCode : 1);
  }
}

/** The one line that says where the data a start replaced went, and the way back. */
function backupLine(config: ServerConfig, backup: string): string {
  const db = shownPath(config.db ?? '');
  const by = config.scenario !== undefined ? `--scenario ${config.scenario}` : '--reset';
  return (
    `${by} replaced what ${db} held; it is kept in ${backup}. ` +
    `Undo: the dashboard's Undo (Scenarios), POST /__admin/scenario/undo, or copy it over ${db} while the server is stopped.`
  );
}

function startFailure(error: unknown, config: ServerConfig): string {
  if (error instanceof StoreLoadError) {
    return (
      `cannot use the db file ${shownPath(config.db ?? '')}: ${error.message}. ` +
      'The file was left untouched: fix it, point --db elsewhere, or start with --reset to overwrite it.'
    );
  }
  if (error instanceof DbFileLockedError) {
    return (
      `${error.message}. One server owns one file: stop that one, give this one its own file with --db <path>, ` +
      'or run it with --in-memory.'
    );
  }
  if (error instanceof DbFileUnusableError) return `${error.message}. Nothing was written.`;
  if (error instanceof ScenarioError) return `cannot load the scenario: ${error.message}`;
  // A refusal with a code of the API's (a backups folder that is a link) says why itself.
  if (error instanceof ApiError) return error.message;
  const { code } = error as { code?: string };
  if (code === 'EADDRINUSE') return `port ${config.port} on ${config.host} is in use; pick another with --port.`;
  if (code === 'EACCES' || code === 'EADDRNOTAVAIL') return `cannot listen on ${config.host}:${config.port} (${code}).`;
  return (error as Error).stack ?? String(error);
}
