import { localOrigins } from '../../core/index.ts';
import type { ServerConfig } from '../../server/cli.ts';
import { startServer, type RunningServer } from '../../server/start-server.ts';

export const testKey = 'test-key';

/** A config as the CLI would give, in memory on a free port; override what a test needs. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    db: null,
    seed: 42,
    count: 50,
    reset: false,
    apiKeys: [testKey],
    defaultStatus: undefined,
    corsOrigins: localOrigins,
    quiet: true,
    scenario: undefined,
    failures: [],
    now: null,
    maxHangMs: 60_000,
    journalSize: 1000,
    adminToken: undefined,
    fsync: false,
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    ...overrides,
  };
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
