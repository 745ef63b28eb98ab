import { afterEach, describe, expect, it } from 'vitest';
import { Harness } from '../process/harness.ts';
import { freePort } from '../support/free-port.ts';
import { rawExchange } from '../support/raw-exchange.ts';
import { startTestServer } from '../support/test-server.ts';

/**
 * Issue 41, point 7: credentials in a URL (people put the admin token there, as the password of
 * Basic) are never printed: not by a CLI that was given the URL, not by the server's request log
 * when a request names it in absolute form. A CLI that reads a server sends them as Basic.
 */

const harness = new Harness();
afterEach(() => harness.cleanup());

const secret = 'TOKEN-s3cret-41';

describe('credentials in a URL given to a CLI', () => {
  it.each([
    ['coverage', (url: string) => ['coverage', url]],
    ['resilience', (url: string) => ['resilience', url]],
    ['scenario export', (url: string) => ['scenario', 'export', '--url', url]],
    ['mcp', (url: string) => ['mcp', '--url', url]],
    ['pact merge', (url: string) => ['pact', 'merge', url]],
  ])('%s never prints them', async (_, args) => {
    const url = `http://reader:${secret}@127.0.0.1:${await freePort()}`;
    const run = await harness.runToExit(args(url), {}, 15_000);
    expect(run.code).not.toBe(0);
    const printed = `${run.stdout()}\n${run.stderr()}`;
    expect(printed).not.toContain(secret);
    expect(printed.trim()).not.toBe('');
  });

  it("coverage and resilience read a server whose admin token is the URL's password", async () => {
    const server = await startTestServer({ adminToken: secret });
    try {
      const origin = server.url.replace(/\/v1$/, '').replace('://', `://reader:${secret}@`);
      for (const command of ['coverage', 'resilience']) {
        const run = await harness.runToExit([command, origin, '--quiet']);
        expect(`${run.stdout()}${run.stderr()}`, command).not.toContain(secret);
        expect(run.code, `${command}: ${run.stderr()}`).toBe(0);
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('the request log', () => {
  it('masks the credentials of an absolute-form request target', async () => {
    const server = await startTestServer({ quiet: false });
    try {
      const head = `GET http://u:${secret}@127.0.0.1:${server.port}/v1/pets HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: Bearer test-key\r\nConnection: close\r\n\r\n`;
      const outcome = await rawExchange(server.port, head, { guardMs: 5_000, untilAnswers: 1 });
      expect(outcome.answers[0]?.status).toBeDefined();
      const logged = server.logs.join('\n');
      expect(logged).toContain(`http://***@127.0.0.1:${server.port}/v1/pets`);
      expect(logged).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});
