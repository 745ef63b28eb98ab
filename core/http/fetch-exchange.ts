import type { RequestHandler } from './app.ts';
import { splitTarget, type MockRequest, type MockResponse } from './exchange.ts';
import { bodyLimitFor } from './body-limit.ts';

/**
 * A Fetch `Request` as the core reads it: where a Fetch API hands one over (MSW, tests). The
 * body is read once, at most one byte past the limit.
 */
export async function fromFetchRequest(request: Request): Promise<MockRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const { path, query } = splitTarget(request.url);
  return {
    method: request.method,
    path,
    query,
    // Only the control plane reads it: not parsed for every request.
    get origin() {
      return new URL(request.url).origin;
    },
    headers,
    body: await readBody(request, bodyLimitFor(path)),
    signal: request.signal,
  };
}

const encoder = new TextEncoder();

/**
 * The core's response as a Fetch `Response`; a network fault becomes `Response.error()`. A body
 * known in full says its length, as the Node adapter's does: without it MSW's socket-level
 * interception ends the connection to delimit the body, and every request pays a new one.
 */
export function toFetchResponse({ status, headers, body, fault }: MockResponse): Response {
  if (fault) return Response.error();
  if (body === null || body instanceof ReadableStream) return new Response(body, { status, headers });
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers: { ...headers, 'content-length': String(bytes.byteLength) } });
}

/**
 * A core handler as a Fetch handler: `Request -> Response`.
 * @example const fetchApp = fetchHandler(mock.app); await fetchApp(new Request('http://localhost/v1/pets'))
 */
export function fetchHandler(handler: RequestHandler): (request: Request) => Promise<Response> {
  return async (request) => toFetchResponse(await handler.handle(await fromFetchRequest(request)));
}

async function readBody(request: Request, limit: number): Promise<Uint8Array | null> {
  if (request.body === null || Number(request.headers.get('content-length')) > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
