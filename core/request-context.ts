import type { Deprecation } from './http/deprecation.ts';
import type { RouteInfo } from './http/route-matcher.ts';

/** What every middleware and handler sees of one request. */
export interface RequestContext {
  request: Request;
  url: URL;
  /** The request body, read once (at most one byte past the limit); null when none. */
  body: Uint8Array | null;
  route: Route | undefined;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  /** Methods this path answers to (computed on demand: only 405s and preflights need it). */
  allowedMethods(): string[];
  /** The caller's API key, once authenticated. */
  apiKey?: string;
  /** Aborts when the client has gone away. */
  signal: AbortSignal;
  /** Ids of the failure rules that fired for this request. */
  fired: string[];
}

/** One row of the route table: what to register, and what to run. */
export interface Route extends RouteInfo {
  deprecation?: Deprecation | undefined;
  handle(context: RequestContext): Promise<Response>;
}
