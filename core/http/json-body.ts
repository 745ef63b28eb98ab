import { ApiError } from '../errors.ts';

/** The largest body the mock reads: 1 MiB. */
export const maxBodyBytes = 1024 * 1024;

const jsonMediaType = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Reads a JSON request body: 413 past the limit, 415 for another media type, 400 when empty,
 * not UTF-8 or not JSON. Returns whatever JSON value was sent.
 * @example const body = await readJsonBody(request);
 */
export async function readJsonBody(request: Request, limit = maxBodyBytes): Promise<unknown> {
  const contentType = request.headers.get('content-type');
  if (Number(request.headers.get('content-length')) > limit) throw tooLarge(limit);
  if (contentType !== null && !jsonMediaType.test(contentType)) throw unsupported(contentType);
  const bytes = await readLimited(request.body, limit);
  if (bytes.length === 0) throw new ApiError('invalid_body', 'A JSON request body is required.');
  if (contentType === null) throw unsupported(contentType);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ApiError('invalid_body', 'The request body is not valid UTF-8.');
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError('invalid_body', `Malformed JSON in the request body: ${(error as Error).message}.`);
  }
}

async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(chunk.value);
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function tooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `The request body is over ${limit / 1024 / 1024} MiB.`);
}

function unsupported(contentType: string | null): ApiError {
  const got = contentType === null ? 'none was sent' : `got "${contentType}"`;
  return new ApiError('unsupported_media_type', `Content-Type must be application/json (${got}).`);
}
