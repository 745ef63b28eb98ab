import { ApiError } from './errors.ts';
import type { ErrorFact } from './decision-facts.ts';

/** Compares every character whatever the first difference, so timing reveals nothing but length. */
export function constantTimeEqual(expected: string, actual: string): boolean {
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < actual.length; i++) {
    difference |= actual.charCodeAt(i) ^ expected.charCodeAt(i % Math.max(expected.length, 1));
  }
  return difference === 0;
}

const [missing, malformed, unknownKey]: ErrorFact[] = [
  ['auth', 'missing'],
  ['auth', 'malformed'],
  ['auth', 'unknown-key'],
];

/** The RFC 6750 challenge of the API's 401s (injected ones too). */
export const bearerChallenge = 'Bearer realm="animal-store"';

const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Returns the caller's key, or throws a 401 with an RFC 6750 challenge. With no keys configured,
 * any non-empty bearer token is accepted.
 * @example const key = authenticate(headerOf(request, 'authorization'), ['secret']);
 */
export function authenticate(header: string | undefined, apiKeys: readonly string[], accept = ''): string {
  if (header === undefined || header.trim() === '') {
    // A browser opening the URL cannot send the key: it is told where the page for people is.
    const forPeople = /\btext\/html\b/i.test(accept)
      ? ' A browser cannot send it: this is the API, for programs; the QA dashboard for people is at /__admin/ui.'
      : '';
    throw new ApiError({
      code: 'unauthorized',
      message: `Missing API key: send "Authorization: Bearer <API_KEY>".${forPeople}`,
      headers: {
        'www-authenticate': bearerChallenge,
      },
      fact: missing,
    });
  }
  const token = bearer.exec(header)?.[1];
  if (token === undefined) {
    throw new ApiError({
      code: 'unauthorized',
      message: 'Malformed Authorization header: expected "Bearer <API_KEY>".',
      headers: {
        'www-authenticate': bearerChallenge,
      },
      fact: malformed,
    });
  }
  if (apiKeys.length > 0 && !apiKeys.some((key) => constantTimeEqual(key, token))) {
    throw new ApiError({
      code: 'unauthorized',
      message: 'Invalid API key.',
      headers: {
        'www-authenticate': `${bearerChallenge}, error="invalid_token", error_description="The API key is not valid"`,
      },
      fact: unknownKey,
    });
  }
  return token;
}
