import { splitTarget, type MockRequest, type MockResponse, type RequestHandler } from '../exchange/exchange.ts';
import { bodyLimitFor } from './served-paths.ts';

/**
 * A Fetch `Request` as the core reads it: where a Fetch API hands one over (MSW, tests). The
 * body is read once, at most one byte past the limit. `target` is the URL already split, when the
 * caller has split it (its getter serializes the URL on every read).
 */
export async function fromFetchRequest(
  request: Request,
  { path, query } = splitTarget(request.url),
): Promise<MockRequest> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return {
    method: request.method,
    path,
    query,
    // Only the control plane reads it: not parsed for every request.
    get origin() {
      return new URL(request.url).origin;
    },
    headers,
    body:
      request.body === null
        ? null
        : await readBody(request.body, Number(request.headers.get('content-length')), bodyLimitFor(path)),
    signal: request.signal,
  };
}

const nonAscii = /[^\x00-\x7f]/;
const encoder = new TextEncoder();

/**
 * The core's response as a Fetch `Response`; a network fault becomes `Response.error()`. A body
 * known in full says its length, as the Node adapter's does: without it MSW's socket-level
 * interception ends the connection to delimit the body, and every request pays a new one. Text
 * goes in as text (the Fetch API encodes it once, when it is read) and the headers as one
 * `Headers`, which MSW's patched constructors take as they are instead of building another.
 */
export function toFetchResponse({ status, headers, body, fault }: MockResponse): Response {
  if (fault) return Response.error();
  const fetchHeaders = new Headers(headers);
  if (body === null || body instanceof ReadableStream) return new Response(body, { status, headers: fetchHeaders });
  // Text without a type goes as bytes, as ever: given as text, Fetch would call it text/plain.
  const sent =
    typeof body === 'string' && (nonAscii.test(body) || headers['content-type'] === undefined)
      ? encoder.encode(body)
      : body;
  // ASCII text (most answers: JSON) is as many bytes as characters.
  fetchHeaders.set('content-length', String(typeof sent === 'string' ? sent.length : sent.byteLength));
  return new Response(sent as BodyInit, { status, headers: fetchHeaders });
}

/**
 * A core handler as a Fetch handler: `Request -> Response`.
 * @example const fetchApp = fetchHandler(mock.app); await fetchApp(new Request('http://localhost/v1/pets'))
 */
export function fetchHandler(
  handler: RequestHandler,
): (request: Request, target?: { path: string; query: string }) => Promise<Response> {
  return async (request, target) => toFetchResponse(await handler.handle(await fromFetchRequest(request, target)));
}

async function readBody(
  body: ReadableStream<Uint8Array>,
  declaredLength: number,
  limit: number,
): Promise<Uint8Array | null> {
  if (declaredLength > limit) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
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
