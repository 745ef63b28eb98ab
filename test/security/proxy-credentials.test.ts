import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/bounded-fetch.ts';
import { spawnServer } from '../support/child-server.ts';
import { expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';
import { adminUrl, startTestServer } from '../support/test-server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** An upstream on 127.0.0.1 that answers every request with `[]` and keeps the headers it got. */
async function startUpstream(): Promise<{ port: number; seen: IncomingHttpHeaders[]; server: HttpServer }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, server };
}

const password = 'pa@ss:w0rd';
const withCredentials = (port: number) => `http://me:${encodeURIComponent(password)}@127.0.0.1:${port}/v1`;
const basic = `Basic ${Buffer.from(`me:${password}`).toString('base64')}`;

/** Credentials in a --proxy URL work, and are shown nowhere. */
describe('credentials in the proxy URL', () => {
  const closing: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  async function start(
    upstreamKey?: string,
  ): Promise<{ mock: Server; upstream: Awaited<ReturnType<typeof startUpstream>> }> {
    const upstream = await startUpstream();
    closing.push(() => upstream.server.close());
    const mock = await startTestServer({ proxy: { upstream: withCredentials(upstream.port), upstreamKey } });
    closing.push(mock.close);
    return { mock, upstream };
  }

  it("go upstream as Basic Authorization in place of the client's bearer", async () => {
    const { mock, upstream } = await start();
    expect((await call(`${mock.url}/pets`, { headers: auth() })).status).toBe(200);
    expect(upstream.seen.map(({ authorization }) => authorization)).toEqual([basic]);
  });

  it('give way to --upstream-key', async () => {
    const { mock, upstream } = await start('upstream-key');
    expect((await call(`${mock.url}/pets`, { headers: auth() })).status).toBe(200);
    expect(upstream.seen.map(({ authorization }) => authorization)).toEqual(['Bearer upstream-key']);
  });

  it('never show in the contract view, the journal or the live answers', async () => {
    const { mock } = await start();
    await call(`${mock.url}/pets`, { headers: auth() });
    const views = await Promise.all(
      ['/contract', '/requests', '/recording'].map(async (path) => (await call(adminUrl(mock, path))).text()),
    );
    for (const view of views) expect(view).not.toContain('pa%40ss');
    expect(views[0]).toContain(`"upstream":"http://127.0.0.1:`);
  });

  it('never show in a 502 body', async () => {
    const upstream = await startUpstream();
    const { port } = upstream;
    await new Promise((resolve) => upstream.server.close(resolve));
    const mock = await startTestServer({ proxy: { upstream: withCredentials(port) } });
    closing.push(mock.close);
    const answer = await call(`${mock.url}/pets`, { headers: auth() });
    const text = await answer.clone().text();
    await expectError(answer, 502, 'upstream_unavailable');
    expect(text).not.toContain('pa%40ss');
    expect(text).not.toContain('me:');
    expect(text).toContain(`127.0.0.1:${port}`);
  });

  it('never show in the banner', async () => {
    const upstream = await startUpstream();
    closing.push(() => upstream.server.close());
    const child = await spawnServer(['--in-memory', '--port', '0', '--proxy', withCredentials(upstream.port)]);
    child.process.kill();
    expect(child.stdout()).toContain(
      `Upstream  http://127.0.0.1:${upstream.port}/v1 (every operation; the URL's credentials as Basic;`,
    );
    expect(child.stdout()).not.toContain('pa%40ss');
  });
});
