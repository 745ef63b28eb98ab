import { Readable } from 'node:stream';
import type { Context } from 'koa';

const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD';

/** The Koa request as a Fetch `Request`; the body streams, so the core can stop reading at its limit. */
export function toFetchRequest(ctx: Context): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const sendsBody = !hasNoBody(ctx.method) && (ctx.get('transfer-encoding') !== '' || Number(ctx.get('content-length')) > 0);
  return new Request(requestUrl(ctx), {
    method: ctx.method,
    headers,
    ...(sendsBody ? { body: Readable.toWeb(ctx.req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  });
}

function requestUrl(ctx: Context): URL {
  try {
    return new URL(ctx.url, `${ctx.protocol}://${ctx.host}`);
  } catch {
    return new URL(ctx.url, 'http://localhost');
  }
}

/** Copies a Fetch `Response` onto Koa's context. */
export async function sendFetchResponse(ctx: Context, response: Response): Promise<void> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => ctx.set(name, value));
  ctx.body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
}
