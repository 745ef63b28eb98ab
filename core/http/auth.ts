import { ApiError } from '../errors.ts';

export interface AuthOptions {
  /** Accepted keys; when empty, any non-empty bearer token is accepted. */
  apiKeys: readonly string[];
}

const challenge = 'Bearer realm="animal-store"';
const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Returns the caller's key, or throws a 401 with an RFC 6750 challenge.
 * @example const key = authenticate(request.headers, { apiKeys: ['secret'] });
 */
export function authenticate(headers: Headers, { apiKeys }: AuthOptions): string {
  const header = headers.get('authorization');
  if (header === null || header.trim() === '') {
    throw new ApiError('unauthorized', 'Missing API key: send "Authorization: Bearer <API_KEY>".', {
      'www-authenticate': challenge,
    });
  }
  const token = bearer.exec(header)?.[1];
  if (token === undefined) {
    throw new ApiError('unauthorized', 'Malformed Authorization header: expected "Bearer <API_KEY>".', {
      'www-authenticate': challenge,
    });
  }
  if (apiKeys.length > 0 && !apiKeys.some((key) => constantTimeEqual(key, token))) {
    throw new ApiError('unauthorized', 'Invalid API key.', {
      'www-authenticate': `${challenge}, error="invalid_token", error_description="The API key is not valid"`,
    });
  }
  return token;
}

/** Compares every character whatever the first difference, so timing reveals nothing but length. */
export function constantTimeEqual(expected: string, actual: string): boolean {
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < actual.length; i++) {
    difference |= actual.charCodeAt(i) ^ expected.charCodeAt(i % Math.max(expected.length, 1));
  }
  return difference === 0;
}
