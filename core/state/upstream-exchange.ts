import type { ContractViolation } from './contract-check.ts';

/**
 * A request to the upstream and its answer as plain values: a server's sender (undici, pooled)
 * builds no Fetch object for them; `fetchSend` turns them into Fetch ones where a Fetch API is the
 * way out (MSW, a browser).
 */
export interface UpstreamCall {
  method: string;
  /** Absolute: the upstream's base, the path under it, the query. */
  url: string;
  /** Lower-case names, one value each; `host` and `content-length` are the sender's to set. */
  headers: Record<string, string>;
  body: Uint8Array | null;
  /** Aborts on the timeout or when the client leaves: the sender then rejects. */
  signal: AbortSignal;
}

export interface UpstreamAnswer {
  status: number;
  /** Lower-case names, one value each. */
  headers: Record<string, string>;
  /** The whole body, its content coding undone (gzip, br, ...). */
  body: Uint8Array;
}

/** A proxied request's trip upstream, as the journal keeps it. */
export interface UpstreamExchange {
  /** The upstream's status; null when it gave no answer (unreachable, timed out). */
  status: number | null;
  /** How long the upstream took, in ms. */
  durationMs: number;
  /** How its answer broke the contract (empty when it kept it). */
  violations: ContractViolation[];
}

/** How a call reaches the upstream; rejects when no answer came (its `cause` or itself says why). */
export type UpstreamSend = (call: UpstreamCall) => Promise<UpstreamAnswer>;
