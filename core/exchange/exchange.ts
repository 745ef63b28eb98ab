import type { SandboxArrival } from '../exchange/decision-facts.ts';

/**
 * The core's own request and response: what the layers read and write, and nothing more. Adapters
 * build a `MockRequest` from whatever they receive (a Node request, a Fetch `Request`) and turn a
 * `MockResponse` into whatever they send; no Fetch object is built on the server's path.
 */

/** Header values by lower-case name, as Node gives them (a repeated header may be a list). */
export type HeaderRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface MockRequest {
  method: string;
  /** The path as sent (percent-encoded), dot segments resolved. */
  path: string;
  /** The query as sent, without `?`; empty when none. */
  query: string;
  /** `scheme://host` the request was sent to. */
  origin: string;
  headers: HeaderRecord;
  /** The body, read at most one byte past the limit (so the limit can be told); null when none. */
  body: Uint8Array | null;
  /** Aborts when the client goes away (adapters may build it on first read). */
  readonly signal: AbortSignal;
}

/**
 * A network fault: the connection is dropped instead of answered. `reset` with an RST, `empty`
 * closed with nothing sent, `timeout` closed likewise once the hang is over (named apart for the
 * journal). MSW can only express a network error, so it treats every kind alike.
 */
export type NetworkFault = 'reset' | 'empty' | 'timeout';

export interface MockResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Text (JSON, mostly), bytes, a stream sent as it comes, or nothing. */
  body: string | Uint8Array | ReadableStream<Uint8Array> | null;
  /**
   * The value a JSON `body` was made from, when there is one: the journal keeps it (stored pets are
   * shared, never copied) instead of the text, and formats it only when someone reads the entry.
   */
  json?: unknown;
  /** Set when the connection is to be dropped: then nothing else is sent. */
  fault?: NetworkFault;
}

/**
 * Something that answers the core's requests: the API, or the control plane. `arrival` is given
 * by a server's sandbox dispatch when it hands a request to a sandbox's mock (for the explanation).
 */
export interface RequestHandler {
  handle(request: MockRequest, arrival?: SandboxArrival): Promise<MockResponse>;
}

/** One header's value; a repeated one joined with `, ` as Fetch does. */
export function headerOf({ headers }: Pick<MockRequest, 'headers'>, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' || value === undefined ? value : value.join(', ');
}

/**
 * Splits a request target (`/v1/pets?limit=3`, or an absolute URL) into path and query, once.
 * Dot segments are resolved the way a URL parser would, so every adapter sees the same path.
 * @example splitTarget('/v1/pets?limit=3') // { path: '/v1/pets', query: 'limit=3' }
 */
export function splitTarget(target: string): { path: string; query: string } {
  let start = 0;
  if (target.charCodeAt(0) !== 47 /* / */) {
    const scheme = target.indexOf('://');
    start = scheme === -1 ? target.length : target.indexOf('/', scheme + 3);
    if (start === -1) start = target.length;
  }
  const hash = target.indexOf('#', start);
  const end = hash === -1 ? target.length : hash;
  const mark = target.indexOf('?', start);
  const hasQuery = mark !== -1 && mark < end;
  let path = target.slice(start, hasQuery ? mark : end) || '/';
  if (path.includes('/.') || path.startsWith('//')) path = new URL(path.replace(/^\/+/, '/'), 'http://x').pathname;
  return { path, query: hasQuery ? target.slice(mark + 1, end) : '' };
}

/** Whether `path` is `base` or below it. */
export const isUnder = (path: string, base: string): boolean =>
  path === base || (path.startsWith(base) && path.charCodeAt(base.length) === 47);
