import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { bodyLimitFor } from '../../core/exchange/served-paths.ts';
import { splitTarget, type HeaderRecord, type MockRequest, type MockResponse } from '../../core/exchange/exchange.ts';

/**
 * A Node request as the core reads it, parsed once and built lazily: headers are Node's own
 * object, and the abort signal exists only if the core waits on it (a latency rule, a hang).
 */
class NodeRequest implements MockRequest {
  readonly method: string;
  readonly path: string;
  readonly query: string;
  readonly headers: HeaderRecord;
  body: Uint8Array | null = null;
  readonly #response: ServerResponse;
  #gone: AbortController | undefined;

  constructor(request: IncomingMessage, response: ServerResponse) {
    this.method = request.method ?? 'GET';
    ({ path: this.path, query: this.query } = splitTarget(request.url ?? '/'));
    this.headers = request.headers;
    this.#response = response;
  }

  get origin(): string {
    return `http://${this.headers.host ?? 'localhost'}`;
  }

  /** Aborts when the client leaves before its answer is complete. */
  get signal(): AbortSignal {
    if (!this.#gone) {
      const gone = (this.#gone = new AbortController());
      const response = this.#response;
      if (response.destroyed) gone.abort();
      else response.once('close', () => response.writableFinished || gone.abort());
    }
    return this.#gone.signal;
  }
}

/**
 * Reads a Node request for the core. The body is kept only up to one byte past the core's limit
 * for its path (the core answers 413); the rest is read and dropped before the answer, up to a
 * bound, so a client that sends its whole body before reading (with `Connection: close` too) gets
 * its 413 instead of a reset, and a keep-alive connection stays usable.
 */
export async function fromNodeRequest(request: IncomingMessage, response: ServerResponse): Promise<MockRequest> {
  const mock = new NodeRequest(request, response);
  const { headers, method } = request;
  if (
    method !== 'GET' &&
    method !== 'HEAD' &&
    (headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0)
  ) {
    mock.body = await readCapped(request, bodyLimitFor(mock.path) + 1);
  }
  return mock;
}

/**
 * Writes the core's response with one `writeHead` and one `end`; a stream is piped as it comes.
 * A network fault ends the socket instead: `reset` with an RST (ECONNRESET), the others closed
 * with nothing sent.
 */
export async function sendNodeResponse(
  request: IncomingMessage,
  response: ServerResponse,
  { status, headers, body, fault }: MockResponse,
): Promise<void> {
  if (fault) {
    if (fault === 'reset') request.socket.resetAndDestroy();
    else request.socket.destroy();
    return;
  }
  // A stream is what is left: told apart without touching the global ReadableStream, whose first
  // use loads Node's web streams (a cost on a start's first answer: docs/performance.md).
  if (body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    response.writeHead(status, headers);
    // A client that leaves mid-stream (a closed dashboard tab) is no fault: the stream is cancelled.
    await pipeline(Readable.fromWeb(body as NodeWebStream<Uint8Array>), response).catch(() => undefined);
    return;
  }
  // One header object (a header set before writeHead sends Node down its slower, merging path), in
  // the order and precedence setHeader gave: the length first, a length the core set wins.
  const length = body === null ? undefined : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  response.writeHead(status, length === undefined ? headers : { 'content-length': length, ...headers });
  response.end(body ?? undefined);
}

/** How much of an over-limit body is read and dropped before the 413 goes out; past it, the answer goes at once. */
const discardedAtMost = 64 * 1024 * 1024;

/**
 * The body in a Uint8Array of its own: not a Buffer, whose `slice` is a view (the journal's cut of
 * a 1 MiB body would keep all of it), and not a slice of Node's shared 8 KiB pool (a kept small
 * body would keep the whole slab).
 */
function readCapped(request: IncomingMessage, cap: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      request.off('data', onData).off('end', finish).off('error', reject);
      request.resume(); // flowing with no listener: the rest is drained and dropped
      const body = new Uint8Array(Math.min(size, cap));
      let at = 0;
      for (const chunk of chunks) {
        body.set(chunk.subarray(0, body.length - at), at);
        at += chunk.length;
        if (at >= body.length) break;
      }
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      if (size < cap) chunks.push(chunk);
      size += chunk.length;
      if (size >= cap + discardedAtMost) finish();
    };
    request.on('data', onData).on('end', finish).on('error', reject);
  });
}
