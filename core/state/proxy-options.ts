import type { UpstreamSend } from './upstream-exchange.ts';

/**
 * Proxy mode: the API's final step forwards to a real environment instead of the local store;
 * everything before it (CORS, auth, failure rules, journal, clock) stays as it is.
 */
export interface ProxyOptions {
  /**
   * The upstream's base URL, ending in its base path: `https://staging.example.com/v1`. Credentials
   * in it (`https://user:pass@…`) are sent as Basic `Authorization` in place of the client's, and
   * shown nowhere.
   */
  upstream: string;
  /** Sent as `Authorization: Bearer <key>` in place of the client's own (and of the URL's credentials). */
  upstreamKey?: string | undefined;
  /** The operations to forward (by operationId); the rest are answered by the local store. Default: all. */
  only?: readonly string[] | undefined;
  /** Longest wait for the upstream's whole answer, in ms. */
  timeoutMs?: number | undefined;
  /** Replace an answer that breaks the contract with 502 `contract_violation`. */
  strictContract?: boolean | undefined;
  /**
   * How a request reaches the upstream (default: `fetchSend(fetch)`); the server passes a pooled
   * undici one, MSW a `fetch` its interception lets through.
   */
  send?: UpstreamSend | undefined;
  /** Told once per operation and kind of contract violation, for the log. */
  onViolation?: ((line: string) => void) | undefined;
}

/** What the control plane shows of the proxy: never the key, only whether one replaces the client's. */
export interface ProxyView {
  upstream: string;
  only: string[] | null;
  timeoutMs: number;
  strictContract: boolean;
  /** Whether the client's Authorization is replaced (by the upstream key or the URL's credentials). */
  upstreamKey: boolean;
}

/** The defaults of `proxy`'s own options, when a proxy is given. */
export const proxyDefaults = { timeoutMs: 10_000, strictContract: false };
