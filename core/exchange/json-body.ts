import { ApiError } from '../exchange/errors.ts';
import { headerOf, type MockRequest } from '../exchange/exchange.ts';

/** The largest body the mock reads: 1 MiB. Adapters read one byte past it, so it can be told. */
export const maxBodyBytes = 1024 * 1024;

const jsonMediaType = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/**
 * Parses a JSON request body: 413 past the limit, 415 for another media type, 400 when empty,
 * not UTF-8 or not JSON. Returns whatever JSON value was sent.
 * @example const value = parseJsonBody(request);
 */
export function parseJsonBody(request: Pick<MockRequest, 'headers' | 'body'>): unknown {
  const { body: bytes } = request;
  const contentType = headerOf(request, 'content-type');
  assertBodyWithinLimit(request);
  if (contentType !== undefined && !jsonMediaType.test(contentType)) throw unsupported(contentType);
  if (bytes === null || bytes.length === 0)
    throw new ApiError({ code: 'invalid_body', message: 'A JSON request body is required.' });
  if (contentType === undefined) throw unsupported(contentType);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError({ code: 'invalid_body', message: 'The request body is not valid UTF-8.' });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError({
      code: 'invalid_body',
      message: `Malformed JSON in the request body: ${(error as Error).message}.`,
    });
  }
}

/** 413 for a body past the limit: the adapters read only one byte past it, so it is not whole. */
export function assertBodyWithinLimit(request: Pick<MockRequest, 'headers' | 'body'>): void {
  if (Number(headerOf(request, 'content-length')) > maxBodyBytes || (request.body?.length ?? 0) > maxBodyBytes) {
    throw new ApiError({
      code: 'payload_too_large',
      message: `The request body is over ${maxBodyBytes / 1024 / 1024} MiB.`,
    });
  }
}

function unsupported(contentType: string | undefined): ApiError {
  const got = contentType === undefined ? 'none was sent' : `got "${contentType}"`;
  return new ApiError({ code: 'unsupported_media_type', message: `Content-Type must be application/json (${got}).` });
}
