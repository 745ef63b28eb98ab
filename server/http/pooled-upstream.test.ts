import { createServer, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPooledUpstream } from './pooled-upstream.ts';

/** The server's sender: pooled undici, plain values in and out, bodies decoded. */

const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** An upstream on 127.0.0.1 that counts its connections and keeps each request's head. */
async function startUpstream(answer: RequestListener) {
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers });
    request.resume().once('end', () => answer(request, response));
  }).on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closing.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => server.closeAllConnections(),
  );
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, connections: () => connections };
}

function sender() {
  const upstream = createPooledUpstream();
  closing.unshift(upstream.close);
  return upstream.send;
}

const call = (url: string, init: { method?: string; body?: Uint8Array } = {}) => ({
  method: init.method ?? 'GET',
  url,
  headers: { accept: 'application/json' },
  body: init.body ?? null,
  signal: new AbortController().signal,
});

describe('the pooled sender', () => {
  it('sends call after call over kept-alive connections, not one each', async () => {
    const upstream = await startUpstream((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
    );
    const send = sender();
    for (let i = 0; i < 10; i += 1)
      expect(new TextDecoder().decode((await send(call(`${upstream.origin}/v1/pets?limit=${i}`))).body)).toBe('[]');
    // undici frees a connection a moment after its answer is read, so a call made at once may open a second.
    expect(upstream.connections()).toBeLessThanOrEqual(2);
    expect(upstream.seen.map(({ url }) => url).slice(0, 2)).toEqual(['/v1/pets?limit=0', '/v1/pets?limit=1']);
  });

  it('sets Host and Content-Length itself, and passes the rest of the headers as they are', async () => {
    const upstream = await startUpstream((_request, response) => response.writeHead(201).end());
    const answer = await sender()(
      call(`${upstream.origin}/v1/pets`, { method: 'POST', body: new TextEncoder().encode('{"name":"Rex"}') }),
    );
    expect(answer.status).toBe(201);
    expect(upstream.seen[0]).toMatchObject({
      method: 'POST',
      headers: { host: new URL(upstream.origin).host, 'content-length': '14', accept: 'application/json' },
    });
  });

  it('undoes a brotli coding, and keeps the last of repeated Set-Cookie headers', async () => {
    const body = JSON.stringify([{ id: 1, name: 'Squeezed', categoryId: 1 }]);
    const upstream = await startUpstream((_request, response) => {
      response.writeHead(200, { 'content-encoding': 'br', 'set-cookie': ['a=1', 'b=2'] }).end(brotliCompressSync(body));
    });
    const answer = await sender()(call(`${upstream.origin}/v1/pets`));
    expect(new TextDecoder().decode(answer.body)).toBe(body);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'br', 'set-cookie': 'b=2' });
  });

  it('rejects when the answer is cut short', async () => {
    const upstream = await startUpstream((request, response) => {
      response.writeHead(200, { 'content-length': '100' }).write('[{"id":1,', () => request.socket.destroy());
    });
    await expect(sender()(call(`${upstream.origin}/v1/pets`))).rejects.toThrow();
  });
});
