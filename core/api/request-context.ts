import type { Injection } from '../state/failure-kinds.ts';
import type { FaultKind } from '../store/fault-kinds.generated.ts';
import type { ApiError } from '../exchange/errors.ts';
import type { MockRequest, MockResponse } from '../exchange/exchange.ts';
import type { RouteInfo } from '../exchange/route-matcher.ts';
import type { UpstreamExchange } from '../state/upstream-exchange.ts';
import type { DecisionFact, HostRule, SandboxArrival } from '../exchange/decision-facts.ts';

/**
 * What the layers of the API hand each other about one request: every field, and the layer that
 * writes it (the numbers are the steps of docs/architecture.md's request path). A field is written
 * once: by an outer layer before `next()` for the inner ones to read, or by an inner layer for the
 * outer ones to read once `next()` has returned. No layer writes a field it does not own.
 */
export interface RequestContext {
  /** Written by the app (3) from what the adapter read. */
  readonly request: MockRequest;
  /** Written by the app (3): the one match of the route table; undefined for 404s and 405s. */
  readonly route: Route | undefined;
  /** Written by the app (3): path parameters, decoded. */
  readonly params: Record<string, string>;
  /** Written by the app (3): methods this path answers to (computed on demand: only 405s and preflights need it). */
  readonly allowedMethods: () => string[];
  /**
   * Written by the Host check (4), or by the app (3) from a sandbox's arrival: the rule that let the
   * `Host` through (a constant); read by the journal (6) for the explanation.
   */
  host?: HostRule | undefined;
  /** Written by the app (3) when the sandbox dispatch (5) handed the request to this sandbox's mock; read by the journal (6). */
  readonly arrival?: SandboxArrival | undefined;
  /**
   * The facts of the decisions taken, in order, for the explanation (`core/reports/`); undefined
   * while none is recorded (the happy path records none). Written by the catch point (3) from the
   * refusing `ApiError`'s `fact` (auth 12, the route guard's 410 14, validation and the store 15),
   * by failure injection (13), and by the proxy step (15) for an operation answered here; read by
   * the journal (6).
   */
  decisions?: DecisionFact[] | undefined;
  /** Written by the sandbox dispatch (5) for a caller it did not let into a sandbox; thrown by the sandbox guard (11). */
  sandboxRefusal?: ApiError;
  /** Written by auth (12): the caller's API key; read by failure injection (13) to match rules by key. */
  apiKey?: string;
  /** Written by failure injection (13): ids of the rules that fired; read by the journal (6). Starts empty. */
  fired: string[];
  /** Written by failure injection (13) and the route guard (14, a sunset's 410): what was injected; read by coverage (9). */
  injected?: readonly Injection[] | undefined;
  /** Written by failure injection (13) when rules added latency or a timeout hung, in ms (how long the mock meant to hold the exchange); read by the journal (6) for the resilience checks. */
  latencyMs?: number;
  /** Written by failure injection (13): a fault that left an answer to send, cut or dripped; read by the journal (6). */
  bodyFault?: FaultKind;
  /** Written by the proxy (15) when it forwarded the request: the trip upstream; read by the journal (6). */
  upstream?: UpstreamExchange;
}

/** Records a decision's fact for the explanation, after those taken before it. */
export function recordDecision(context: RequestContext, fact: DecisionFact): void {
  (context.decisions ??= []).push(fact);
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
