import { serverDefaults, type RunningServer, type ServerConfig } from '../../server/server-config.ts';
import { startServer } from '../../server/start-server.ts';

export const testKey = 'test-key';

/** The mock's defaults (`mockDefaults`), in memory on a free port with the test key; override what a test needs. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { port: 0, host: serverDefaults.host, db: null, quiet: true, apiKeys: [testKey], ...overrides };
}

/**
 * Starts the real Koa server in this process on port 0.
 * @example const server = await startTestServer(); await call(`${server.url}/pets`, { headers: auth() });
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
): Promise<RunningServer & { logs: string[] }> {
  const logs: string[] = [];
  const server = await startServer(testConfig(overrides), {
    info: (line) => logs.push(line),
    error: (line) => logs.push(line),
  });
  return { ...server, logs };
}

/** A URL of a running server's admin API: `adminUrl(server, '/failures')`. */
export function adminUrl(server: { url: string }, path: string): string {
  return `${server.url.replace(/\/v1$/, '/__admin')}${path}`;
}
