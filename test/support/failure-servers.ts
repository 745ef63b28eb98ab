import { request as httpRequest } from 'node:http';
import { afterEach } from 'vitest';
import type { ServerConfig } from '../../server/server-config.ts';
import { guardMs } from './bounded-fetch.ts';
import { sendJson } from './requests.ts';
import { adminUrl, startTestServer, testKey } from './test-server.ts';

/**
 * Helpers of the failure-mode battery only; what other folders share is in test/support.
 * Everything here is bounded in time by the guard of test/support/bounded-fetch.ts.
 */

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Starts servers on demand and closes every one of them after each test.
 * @example const servers = useServers(); const server = await servers.start({ failures: [...] });
 */
export function useServers() {
  const running: TestServer[] = [];
  afterEach(async () => {
    const closing = running.splice(0).map((server) => server.close());
    await Promise.all(closing);
  });
  return {
    async start(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
      const server = await startTestServer(overrides);
      running.push(server);
      return server;
    },
  };
}

/** Status and parsed JSON (or text when it does not parse) of a response. */
export async function statusAndBody(response: Response): Promise<{ status: number; body: unknown }> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Sends JSON to the admin API and returns status and parsed body. */
export async function adminCall(
  server: { url: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const result = await statusAndBody(await sendJson(adminUrl(server, path), method, body));
  return result as { status: number; body: any };
}

/** Reads a body chunk by chunk, bounded by a guard; returns the chunks and the whole text. */
export async function readChunks(
  response: Response,
  guard = guardMs,
): Promise<{ chunks: number; text: string; complete: boolean }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let chunks = 0;
  let text = '';
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void reader.cancel();
  }, guard);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.length > 0) chunks++;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
  }
  return { chunks, text: text + decoder.decode(), complete: !timedOut };
}

/** A raw HTTP/1.1 GET with the test key. */
export function rawGet(path: string, extra = ''): string {
  return `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${testKey}\r\n${extra}\r\n`;
}

/** The pet the battery creates: `call(url, jsonPost(newPet))`. */
export const newPet = { name: 'Failure Test Pet', categoryId: 1 };

/**
 * A GET through `node:http` (no Fetch rules: fetch turns a 407 into a network error, as the Fetch
 * standard asks), bounded by the guard.
 */
export function nodeGet(
  url: string,
  headers: Record<string, string>,
  guard = guardMs,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers, agent: false, timeout: guard }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`guard: no answer within ${guard} ms`)));
    req.on('error', reject);
    req.end();
  });
}
