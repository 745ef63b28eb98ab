import type { ServerConfig } from '../../server/cli.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';

export const testKey = 'test-key';

/** The mock's defaults (`mockDefaults`), in memory on a free port with the test key; override what a test needs. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { port: 0, host: '127.0.0.1', db: null, quiet: true, apiKeys: [testKey], ...overrides };
}

/**
 * Starts the real Koa server in this process on port 0.
 * @example const server = await startTestServer(); await fetch(`${server.url}/pets`, authorized());
 */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer & { logs: string[] }> {
  const logs: string[] = [];
  const server = await startServer(testConfig(overrides), { info: (line) => logs.push(line), error: (line) => logs.push(line) });
  return { ...server, logs };
}

/** A URL of a running server's admin API: `adminUrl(server, '/failures')`. */
export function adminUrl(server: { url: string }, path: string): string {
  return `${server.url.replace(/\/v1$/, '/__admin')}${path}`;
}

/** Fetch options with the test key, merged with `init`. */
export function authorized(init: RequestInit = {}, key = testKey): RequestInit {
  return { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers as Record<string, string> | undefined) } };
}

/** Options for a JSON POST with the test key. */
export function postJson(body: unknown): RequestInit {
  return authorized({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}
