/** What a masked value becomes; a credential header keeps its scheme (`Bearer [redacted]`), so a reader sees how it was sent. */
export const redacted = '[redacted]';

/** Query parameter names whose values are masked wherever a request is shown or stored (docs/security.md). */
export const maskedQueryNames = [
  'api_key',
  'apikey',
  'key',
  'token',
  'access_token',
  'password',
  'secret',
  'signature',
  'sig',
  'auth',
] as const;

/** Any parameter whose name holds one of these is masked too (`refresh_token`, `client_secret`, `x-api-key`). */
const maskedQueryNameParts = ['token', 'secret', 'key', 'password', 'signature'];

/**
 * A raw query (without `?`) with the values of secret-named parameters masked, names and order
 * kept; the same string when none is there.
 * @example maskSecretQuery('limit=2&api_key=abc') // 'limit=2&api_key=[redacted]'
 */
export function maskSecretQuery(query: string): string {
  if (query === '' || cleanQueries.has(query)) return query;
  let changed = false;
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (equals === -1 || !secretQueryName(name)) return pair;
    changed = true;
    return `${name}=${redacted}`;
  });
  if (changed) return pairs.join('&');
  // A query without a secret repeats (a load's, a test's same list): known, it costs one lookup.
  if (cleanQueries.size >= cleanQueriesKept) cleanQueries.clear();
  cleanQueries.add(query);
  return query;
}

/** Queries seen to hold no secret (never one that did: no secret is kept), up to a bound. */
const cleanQueries = new Set<string>();
const cleanQueriesKept = 1024;

function secretQueryName(raw: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    name = raw.toLowerCase();
  }
  return (
    (maskedQueryNames as readonly string[]).includes(name) || maskedQueryNameParts.some((part) => name.includes(part))
  );
}
