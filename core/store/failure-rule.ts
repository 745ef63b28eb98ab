/** The network faults a rule can inject (scenario.schema.json lists the same; a test compares them). */
export const faultKinds = ['reset', 'empty', 'timeout', 'malformed', 'slow-body'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** A failure rule, as scenario files, the CLI and the admin API give it (fixtures/scenario.schema.json). */
export interface FailureRule {
  id?: string;
  /** Which requests: all given criteria must hold; none given matches every request. */
  operationId?: string;
  method?: string;
  /** An exact path (`/v1/pets`) or a glob where `*` stands for anything (`/v1/pets/*`). */
  path?: string;
  /** Effect: an error response with this status (400..599). */
  status?: number;
  code?: string;
  message?: string;
  /** Seconds, for `Retry-After`; 429 and 503 send 1 when not given; `null` sends no `Retry-After` at all. */
  retryAfter?: number | null;
  /** Effect: added latency in ms, fixed or a `[min, max]` range. */
  latency?: number | [number, number];
  /** Effect: a network fault. */
  fault?: FaultKind;
  /** For `timeout` (bounded by the server's max hang) and `slow-body`: how long, in ms. */
  durationMs?: number;
  /** Effect: at most `limit` requests per `windowMs` per API key, then 429. */
  rateLimit?: { limit: number; windowMs: number };
  /** Chance (0..1) that a matching request is affected; drawn from the seeded generator. */
  probability?: number;
  /** Affect this many requests, then expire. */
  times?: number;
  /** Let the first N matching requests through untouched. */
  after?: number;
}

/** A rule in force, with what it has done so far. */
export interface ActiveFailureRule extends FailureRule {
  id: string;
  matched: number;
  fired: number;
  /** How many more times it may fire; `null` when unbounded. */
  left: number | null;
}
