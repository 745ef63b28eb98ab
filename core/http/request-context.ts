import type { Injection } from '../coverage/failure-kinds.ts';
import type { MockRequest, MockResponse } from './exchange.ts';
import type { RouteInfo } from './route-matcher.ts';
import type { UpstreamExchange } from '../simulation/journal.ts';

/** What every middleware and handler sees of one request. */
export interface RequestContext {
  request: MockRequest;
  route: Route | undefined;
  /** Path parameters, decoded. */
  params: Record<string, string>;
  /** Methods this path answers to (computed on demand: only 405s and preflights need it). */
  allowedMethods(): string[];
  /** The caller's API key, once authenticated. */
  apiKey?: string;
  /** Ids of the failure rules that fired for this request. */
  fired: string[];
  /** The failures injected into this answer (rules, `Prefer`, the clock), for coverage. */
  injected?: readonly Injection[] | undefined;
  /** Latency the failure rules injected, in ms (set only when there was some), for the resilience checks. */
  latencyMs?: number;
  /** A fault that left an answer to send, cut or dripped: the journal names it as it does a dropped connection. */
  bodyFault?: 'malformed' | 'slow-body';
  /** Set when the request was forwarded to the upstream (proxy mode). */
  upstream?: UpstreamExchange;
}

/** One row of the route table: what it matches, and what it runs. */
export interface Route extends RouteInfo {
  deprecation?: Deprecation | undefined;
  handle(context: RequestContext): Promise<MockResponse>;
}

/** When an operation was deprecated, when it goes, and what replaces it. */
export interface Deprecation {
  since: Date;
  sunset: Date;
  /** Path of the successor, relative to the base path. */
  successor: string;
}
