import { beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import type { Pet } from '../../core/internal.ts';
import { call } from '../support/bounded-fetch.ts';
import { errorBodyProblems, expectError } from '../support/error-body.ts';
import { expectJson } from '../support/json-response.ts';
import { auth, listPets, postRaw } from '../support/requests.ts';
import { testKey } from '../support/test-server.ts';
import { useTestServer } from './http-support.ts';

/** A body over 1 MiB gets 413. */
const mebibyte = 1024 * 1024;

/** A valid NewPet as JSON of exactly `bytes` bytes (ASCII), so that only its size can be wrong. */
function newPetOfSize(bytes: number): string {
  const frame = '{"name":"","categoryId":1}';
  const text = `{"name":"${'x'.repeat(bytes - frame.length)}","categoryId":1}`;
  expect(new TextEncoder().encode(text).byteLength).toBe(bytes);
  return text;
}

/** A body sent chunked (no Content-Length), `total` bytes in 64 KiB pieces. */
function streamedBody(total: number): ReadableStream<Uint8Array> {
  const piece = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = piece.subarray(0, Math.min(piece.byteLength, total - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

function postStream(url: string, body: ReadableStream<Uint8Array>): Promise<Response> {
  return call(url, {
    method: 'POST',
    headers: auth({ 'content-type': 'application/json' }),
    body,
    duplex: 'half',
  } as RequestInit);
}

const server = useTestServer();
let seeded: Pet[];

beforeAll(async () => {
  seeded = await listPets(server.url);
});

describe('POST /v1/pets: bodies over 1 MiB', () => {
  it.each([
    { name: 'one byte over 1 MiB', bytes: mebibyte + 1 },
    { name: '2 MiB', bytes: 2 * mebibyte },
    { name: '8 MiB', bytes: 8 * mebibyte },
  ])('refuses a valid NewPet of $name sent with Content-Length with 413 payload_too_large', async ({ bytes }) => {
    await expectError(await postRaw(`${server.url}/pets`, newPetOfSize(bytes)), 413, 'payload_too_large');
    expect(await listPets(server.url)).toEqual(seeded);
  });

  it.each([
    { name: 'one byte over 1 MiB', bytes: mebibyte + 1 },
    { name: '4 MiB', bytes: 4 * mebibyte },
  ])('refuses a body of $name streamed chunked (no Content-Length) with 413 payload_too_large', async ({ bytes }) => {
    await expectError(await postStream(`${server.url}/pets`, streamedBody(bytes)), 413, 'payload_too_large');
    expect(await listPets(server.url)).toEqual(seeded);
  });

  it.each([
    { name: 'a 2 MiB body with Content-Length', framing: 'content-length', bytes: 2 * mebibyte },
    { name: 'an 8 MiB body with Content-Length', framing: 'content-length', bytes: 8 * mebibyte },
    { name: 'a 2 MiB chunked body', framing: 'chunked', bytes: 2 * mebibyte },
  ] as const)(
    'answers the next request on the same keep-alive connection after refusing $name',
    async ({ framing, bytes }) => {
      const connection = await RawConnection.open(server.port);
      try {
        const head = `POST /v1/pets HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${testKey}\r\nContent-Type: application/json\r\n`;
        const body = Buffer.alloc(bytes, 'x');
        if (framing === 'content-length') {
          connection.write(`${head}Content-Length: ${bytes}\r\n\r\n`);
          connection.write(body);
        } else {
          connection.write(`${head}Transfer-Encoding: chunked\r\n\r\n`);
          for (let offset = 0; offset < bytes; offset += 64 * 1024) {
            const chunk = body.subarray(offset, offset + 64 * 1024);
            connection.write(`${chunk.length.toString(16)}\r\n`);
            connection.write(chunk);
            connection.write('\r\n');
          }
          connection.write('0\r\n\r\n');
        }
        const refused = await connection.readResponse();
        expect(refused.status).toBe(413);
        expect(errorBodyProblems(413, refused.headers['content-type'], refused.body, 'payload_too_large')).toEqual([]);
        if (/\bclose\b/i.test(refused.headers.connection ?? '')) {
          // The server announced it closes the connection: a client then opens a new one.
          await connection.closed;
          return;
        }
        connection.write(
          `GET /v1/pets?limit=1 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${testKey}\r\n\r\n`,
        );
        const next = await connection.readResponse();
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toEqual(seeded.slice(0, 1));
      } finally {
        connection.destroy();
      }
    },
  );
});

describe('POST /v1/pets: bodies of at most 1 MiB', () => {
  it('accepts a valid NewPet of exactly 1 MiB', async () => {
    const body = newPetOfSize(mebibyte);
    const pet = await expectJson<Pet>(await postRaw(`${server.url}/pets`, body), 201);
    expect(pet.name).toBe((JSON.parse(body) as Pet).name);
    expect((await listPets(server.url)).length).toBe(seeded.length + 1);
  });
});

/**
 * One HTTP/1.1 connection driven by hand, so that a test knows two requests share it. Responses
 * are read by Content-Length (every response of this server has one); a response that never
 * comes fails the read after a generous guard instead of hanging the run.
 */
class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  private ended = false;
  private readonly socket: Socket;
  readonly closed: Promise<void>;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (data: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      this.waiting?.();
    });
    socket.on('error', () => {}); // a reset shows as the end of the data
    this.closed = new Promise((resolve) =>
      socket.on('close', () => {
        this.ended = true;
        this.waiting?.();
        resolve();
      }),
    );
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(data: string | Uint8Array): void {
    this.socket.write(data);
  }

  destroy(): void {
    this.socket.destroy();
  }

  async readResponse(guardMs = 10_000): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const deadline = Date.now() + guardMs;
    for (;;) {
      const parsed = this.tryParse();
      if (parsed) return parsed;
      if (this.ended)
        throw new Error(
          `connection closed before a complete response (got ${JSON.stringify(this.buffer.toString().slice(0, 200))})`,
        );
      if (Date.now() > deadline) throw new Error('no complete response on this connection: the server left it hanging');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = undefined;
    }
  }

  private tryParse() {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return undefined;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}
