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
  if (query === '') return query;
  let changed = false;
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (equals === -1 || !secretQueryName(name)) return pair;
    changed = true;
    return `${name}=${redacted}`;
  });
  return changed ? pairs.join('&') : query;
}

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
