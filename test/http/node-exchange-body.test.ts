import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor } from '../../core/internal.ts';
import { fromNodeRequest } from '../../server/http/node-exchange.ts';

/**
 * The body the Koa adapter hands the core owns exactly its bytes. A Buffer would not:
 * its `slice` is a view, so the journal's 64 KiB cut of a 1 MiB body kept the whole MiB, and a
 * small body was a view of Node's shared 8 KiB pool. Both held memory the soak saw grow.
 */

let server: Server;
let port: number;
let received: Uint8Array | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    void fromNodeRequest(req, res).then((mock) => {
      received = mock.body;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Posts `body` to the adapter in `pieces` writes and resolves with the body it read. */
function post(body: Buffer, pieces: number): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/v1/pets', headers: { 'content-length': body.length } },
      (res) => {
        res.resume().on('end', () => resolve(received));
      },
    );
    req.on('error', reject);
    const step = Math.ceil(body.length / pieces);
    for (let at = 0; at < body.length; at += step) req.write(body.subarray(at, at + step));
    req.end();
  });
}

describe('the Koa adapter reads a request body', () => {
  it.each([
    { name: 'a small body', size: 40, pieces: 1 },
    { name: 'a body in several chunks', size: 200_000, pieces: 7 },
  ])('$name: all of it, in memory of its own', async ({ size, pieces }) => {
    const sent = Buffer.alloc(size, 0);
    for (let i = 0; i < size; i++) sent[i] = i % 251;
    const body = (await post(sent, pieces))!;
    expect(Buffer.isBuffer(body)).toBe(false);
    expect(body.buffer.byteLength).toBe(size);
    expect(Buffer.from(body).equals(sent)).toBe(true);
  });

  it('an over-limit body: one byte past the limit, in memory of exactly that size', async () => {
    const limit = bodyLimitFor('/v1/pets');
    const sent = Buffer.alloc(limit + 5_000, 0x61);
    const body = (await post(sent, 3))!;
    expect(body.length).toBe(limit + 1);
    expect(body.buffer.byteLength).toBe(limit + 1);
    // The journal's cut is a copy, not a view of the whole.
    expect(body.slice(0, 64 * 1024).buffer.byteLength).toBe(64 * 1024);
  });
});
