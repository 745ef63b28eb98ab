/**
 * One exchange as the resilience checks read it from the journal: real times (the test's
 * `Date.now()` in MSW, so fake timers apply), what was injected, and a credential fingerprint.
 */
export interface ObservedExchange {
  /** The journal entry's id. */
  id: number;
  method: string;
  /** The operation the request matched; null for unmatched paths and preflights. */
  operationId: string | null;
  /** Real time the request arrived and its answer ended, in ms since the epoch (not the simulated clock). */
  arrivedAt: number;
  endedAt: number;
  /** Null when the connection was dropped. */
  status: number | null;
  /** The network fault, when one was injected. */
  fault: string | null;
  /** The answer's `Retry-After`, in ms; null when absent or not a number of seconds. */
  retryAfterMs: number | null;
  /** How long the failure rules meant to hold the exchange, in ms: injected latency plus a timeout's hang (0 when none). */
  latencyMs: number;
  /**
   * A per-mock keyed hash of the `Authorization` header (or its absence): equal for equal
   * credentials, meaningless outside this mock's memory, never written anywhere.
   */
  credential: number;
  /** The request body as text, or null (none, or dropped by the journal's byte budget). */
  body: string | null;
}
