import { foreignPreferences } from '../store/prefer-header.ts';
import { headerOf, type MockRequest } from '../exchange/exchange.ts';
import { hopByHopFilter } from './hop-by-hop.ts';
import type { UpstreamCall } from './upstream-exchange.ts';

/** Where and how requests go upstream. */
export interface UpstreamTarget {
  /** The upstream's base URL without a trailing slash: `https://staging.example.com/v1`. */
  base: string;
  /** The API's own base path (`/v1`), replaced by the upstream's. */
  basePath: string;
  /** What replaces the client's `Authorization` (the upstream key, or the URL's credentials); undefined passes it on. */
  authorization: string | undefined;
}

// `host` and `content-length` are the sender's to set for the upstream; `prefer` is passed on filtered.
const setHere = new Set(['host', 'content-length', 'prefer', 'authorization']);

/**
 * The request to send upstream: the same method, path under the upstream's base, query, headers
 * (hop-by-hop ones dropped, `Authorization` replaced when the target says so, the mock's own `Prefer`
 * preferences taken out) and body.
 */
export function upstreamRequest(request: MockRequest, target: UpstreamTarget, signal: AbortSignal): UpstreamCall {
  const dropped = hopByHopFilter(headerOf(request, 'connection'));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || setHere.has(name) || dropped(name)) continue;
    headers[name] = typeof value === 'string' ? value : value.join(', ');
  }
  const authorization = target.authorization ?? headerOf(request, 'authorization');
  if (authorization !== undefined) headers.authorization = authorization;
  const prefer = foreignPreferences(headerOf(request, 'prefer'));
  if (prefer !== undefined) headers.prefer = prefer;
  const url = `${target.base}${request.path.slice(target.basePath.length)}${request.query === '' ? '' : `?${request.query}`}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  return { method: request.method, url, headers, body: hasBody ? request.body : null, signal };
}
