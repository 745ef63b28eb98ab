import { ApiError } from '../errors.ts';

/** The largest body the mock reads: 1 MiB. */
export const maxBodyBytes = 1024 * 1024;

const jsonMediaType = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Reads a request body once, never more than one byte past the limit (so the limit can be told).
 * Null when there is no body, or when the declared length is over the limit already.
 */
export async function readBodyBytes(request: Request): Promise<Uint8Array | null> {
  if (request.body === null || Number(request.headers.get('content-length')) > maxBodyBytes) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    chunks.push(chunk.value);
    size += chunk.value.byteLength;
    if (size > maxBodyBytes) {
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

/**
 * Parses a JSON request body: 413 past the limit, 415 for another media type, 400 when empty,
 * not UTF-8 or not JSON. Returns whatever JSON value was sent.
 * @example const value = parseJsonBody(request.headers, await readBodyBytes(request));
 */
export function parseJsonBody(headers: Headers, bytes: Uint8Array | null): unknown {
  const contentType = headers.get('content-type');
  if (Number(headers.get('content-length')) > maxBodyBytes || (bytes?.length ?? 0) > maxBodyBytes) {
    throw new ApiError('payload_too_large', `The request body is over ${maxBodyBytes / 1024 / 1024} MiB.`);
  }
  if (contentType !== null && !jsonMediaType.test(contentType)) throw unsupported(contentType);
  if (bytes === null || bytes.length === 0) throw new ApiError('invalid_body', 'A JSON request body is required.');
  if (contentType === null) throw unsupported(contentType);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('invalid_body', 'The request body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_body', `Malformed JSON in the request body: ${(error as Error).message}.`);
  }
}

function unsupported(contentType: string | null): ApiError {
  const got = contentType === null ? 'none was sent' : `got "${contentType}"`;
  return new ApiError('unsupported_media_type', `Content-Type must be application/json (${got}).`);
}
