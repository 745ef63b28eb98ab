import pc from 'picocolors';
import type { ServerConfig } from './cli.ts';
import type { RunningServer } from './start-server.ts';

/** What a person needs to know once the server is up. */
export function banner(version: string, config: ServerConfig, server: RunningServer): string {
  const store = config.db === null ? 'in memory (nothing is written to disk)' : config.db;
  const origin = server.seeded ? `seeded from seed ${config.seed}` : 'loaded from the file';
  const keys = config.apiKeys.length === 0
    ? pc.yellow('any non-empty bearer token is accepted (no --api-key set)')
    : `${config.apiKeys.length} key(s) accepted; others get 401`;
  return [
    `${pc.bold('animal-store-mock')} ${version}`,
    `  URL       ${pc.cyan(server.url)}`,
    `  Store     ${store} (${server.store.count()} pets, ${origin})`,
    `  API keys  ${keys}`,
    `  CORS      ${config.corsOrigins.join(', ')}`,
    '',
  ].join('\n');
}
