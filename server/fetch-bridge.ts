import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { isStreamedResponse, jsonBodyTextOf, maxBodyBytes, networkFaultOf } from '../core/index.ts';

const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The Koa request as a Fetch `Request`. The body is read here only up to one byte past the core's
 * limit (the core answers 413); the rest is discarded, so the client still gets its answer and the
 * keep-alive connection stays usable.
 */
export async function toFetchRequest(ctx: Context): Promise<{ request: Request; signal: AbortSignal }> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const sendsBody = !hasNoBody(ctx.method) && (ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length')) > 0);
  // The core's waits (latency, hangs) end early when the client goes away. The signal goes beside
  // the Request, not in it: undici makes a Request that follows a signal ten times slower.
  const gone = new AbortController();
  ctx.res.once('close', () => {
    if (!ctx.res.writableFinished) gone.abort();
  });
  const request = new Request(requestUrl(ctx), {
    method: ctx.method,
    headers,
    ...(sendsBody ? { body: await readCapped(ctx.req, maxBodyBytes + 1) } : {}),
  });
  return { request, signal: gone.signal };
}

function readCapped(request: IncomingMessage, cap: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      request.off('data', onData).off('end', finish).off('error', reject);
      request.resume(); // flowing with no listener: the rest is drained and dropped
      resolve(Buffer.concat(chunks, Math.min(size, cap)) as Uint8Array<ArrayBuffer>);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= cap) finish();
    };
    request.on('data', onData).on('end', finish).on('error', reject);
  });
}

function requestUrl(ctx: Context): URL {
  try {
    return new URL(ctx.url, `${ctx.protocol}://${ctx.host}`);
  } catch {
    return new URL(ctx.url, 'http://localhost');
  }
}

/**
 * Copies a Fetch `Response` onto Koa's context. A network fault ends the socket instead:
 * `reset` with an RST (the client sees ECONNRESET), `empty` closed with nothing sent.
 */
export async function sendFetchResponse(ctx: Context, response: Response): Promise<void> {
  const fault = networkFaultOf(response);
  if (fault) {
    ctx.respond = false;
    if (fault === 'reset') ctx.req.socket.resetAndDestroy();
    else ctx.req.socket.destroy();
    return;
  }
  ctx.status = response.status;
  response.headers.forEach((value, name) => ctx.set(name, value));
  if (response.body && isStreamedResponse(response)) {
    ctx.body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  } else {
    ctx.body = jsonBodyTextOf(response) ?? (response.body ? Buffer.from(await response.arrayBuffer()) : null);
  }
}
