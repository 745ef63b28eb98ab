import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { adminCall, useServers } from '../support/failure-servers.ts';
import { call } from '../support/bounded-fetch.ts';
import { expectError } from '../support/error-body.ts';
import { auth } from '../support/requests.ts';

/** What goes upstream and what comes back: keys, hop-by-hop headers, encodings, which operations, never the admin API. */

const servers = useServers();

describe('keys', () => {
  it("with --upstream-key, local keys are checked first and the upstream gets its own key, never the client's", async () => {
    const upstream = await servers.start({ apiKeys: ['upstream-key'] });
    const proxy = await servers.start({
      apiKeys: ['local-key'],
      proxy: { upstream: upstream.url, upstreamKey: 'upstream-key' },
    });
    expect((await call(`${proxy.url}/pets?limit=1`, { headers: auth({}, 'local-key') })).status).toBe(200);
    await expectError(await call(`${proxy.url}/pets`, { headers: auth({}, 'upstream-key') }), 401, 'unauthorized');
    await expectError(await call(`${proxy.url}/pets`), 401, 'unauthorized');
    expect(upstream.controls.journal.list()).toHaveLength(1);
  });

  it("without one, the client's Authorization goes upstream as it is, and the upstream's 401 comes back", async () => {
    const upstream = await servers.start({ apiKeys: ['shared-key'] });
    const proxy = await servers.start({ apiKeys: [], proxy: { upstream: upstream.url } });
    expect((await call(`${proxy.url}/pets/1`, { headers: auth({}, 'shared-key') })).status).toBe(200);
    const refused = await call(`${proxy.url}/pets/1`, { headers: auth({}, 'other-key') });
    expect(refused.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    await expectError(refused, 401, 'unauthorized');
    expect(proxy.controls.journal.list().map((entry) => entry.upstream?.status)).toEqual([200, 401]);
  });
});

describe('headers', () => {
  it('hop-by-hop headers, and those Connection names, stop at the proxy; the rest go on', async () => {
    const upstream = await servers.start();
    const proxy = await servers.start({ proxy: { upstream: upstream.url } });
    const { port } = new URL(proxy.url);
    const status = await new Promise<number>((resolve, reject) => {
      httpRequest(
        {
          port,
          host: '127.0.0.1',
          path: '/v1/pets?limit=1',
          headers: {
            authorization: 'Bearer test-key',
            connection: 'keep-alive, x-hop',
            'x-hop': 'no',
            'keep-alive': 'timeout=5',
            te: 'trailers',
            'x-end': 'yes',
            prefer: 'delay=1, return=minimal',
          },
        },
        (response) => resolve(response.resume().statusCode!),
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
    const [seen] = upstream.controls.journal.list();
    expect(seen!.headers).toMatchObject({
      'x-end': 'yes',
      prefer: 'return=minimal',
      authorization: 'Bearer [redacted]',
    });
    expect(Object.keys(seen!.headers)).not.toContain('x-hop');
    expect(Object.keys(seen!.headers)).not.toContain('te');
    expect(Object.keys(seen!.headers)).not.toContain('keep-alive');
  });

  it('a compressed answer is sent decoded, with no content-encoding and a content-length that matches', async () => {
    const body = JSON.stringify([{ id: 1, name: 'Zipped', categoryId: 1 }]);
    const gzip = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(body));
    });
    await new Promise<void>((resolve) => gzip.listen(0, '127.0.0.1', resolve));
    try {
      const proxy = await servers.start({
        proxy: { upstream: `http://127.0.0.1:${(gzip.address() as AddressInfo).port}/v1` },
      });
      const response = await call(`${proxy.url}/pets`, { headers: auth() });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(await response.text()).toBe(body);
    } finally {
      await new Promise<void>((resolve) => gzip.close(() => resolve()));
    }
  });
});

describe('what is forwarded', () => {
  it('--proxy-only getPet: getPet from the upstream, everything else from the local store', async () => {
    const upstream = await servers.start({ seed: 1, count: 5 });
    const proxy = await servers.start({ seed: 2, count: 3, proxy: { upstream: upstream.url, only: ['getPet'] } });
    expect(await (await call(`${proxy.url}/pets/4`, { headers: auth() })).json()).toEqual(upstream.store.get(4));
    expect(await (await call(`${proxy.url}/pets?limit=100`, { headers: auth() })).json()).toEqual(
      proxy.store.list({ limit: 100 }),
    );
    expect(proxy.controls.journal.list().map((entry) => entry.upstream?.status ?? 'local')).toEqual([200, 'local']);
    expect(upstream.controls.journal.list()).toHaveLength(1);
  });

  it("the admin API and the dashboard are the proxy's own", async () => {
    const upstream = await servers.start({ count: 5 });
    const proxy = await servers.start({ count: 3, proxy: { upstream: upstream.url } });
    expect((await adminCall(proxy, 'GET', '/health')).body).toMatchObject({ pets: 3 });
    expect((await call(`${proxy.url.replace(/\/v1$/, '/__admin/ui')}`)).status).not.toBe(502);
    expect(upstream.controls.journal.list()).toHaveLength(0);
  });
});
