/** The version of the resilience JSON shape; bumped when the shape changes incompatibly. */
export const resilienceFormatVersion = 1;

/** The checks, in the order every format lists them. */
export const checkNames = [
  'retry-after',
  'backoff',
  'no-blind-create-retry',
  'gone-respected',
  'auth-not-hammered',
  'gave-up',
  'no-storm',
] as const;
export type CheckName = (typeof checkNames)[number];

export const verdicts = ['pass', 'fail', 'not-exercised'] as const;
export type Verdict = (typeof verdicts)[number];

/** What the checks allow; every read takes them (query parameters, options, CLI flags). */
export interface ResilienceOptions {
  /** Consecutive failed attempts of one operation allowed (`backoff`). */
  maxAttempts: number;
  /** Requests for an operation allowed in the second after one of its failures (`no-storm`). */
  storm: number;
  /** Longest wait, in ms, on an injected timeout or a longer injected latency (`gave-up`). */
  giveUpAfter: number;
  /** Slack, in ms, for timers and the network (`retry-after`, `backoff`, `gave-up`). */
  tolerance: number;
}

/** One check's outcome. */
export interface CheckResult {
  verdict: Verdict;
  /** One sentence: what was seen, or why it was not exercised. */
  message: string;
  /** Journal entry ids that show it (those of a failure when it failed); ids are per mock. */
  entries: number[];
  /** `gave-up`: the longest time an exchange was waited on, in ms, for passes and fails alike. */
  waitedMs?: number;
  /** How many documents gave each verdict (1 for one mock; summed by a merge). */
  tally: Record<Verdict, number>;
}

/** How a client reacted to the failures one mock (or a merge of several) showed it. */
export interface ResilienceDocument {
  version: typeof resilienceFormatVersion;
  options: ResilienceOptions;
  checks: Record<CheckName, CheckResult>;
}
