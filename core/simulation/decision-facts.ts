import type { AdminSchema } from '../../spec/admin-types.ts';
import type { ErrorFact, HostRule, SandboxArrival } from '../exchange/decision-facts.ts';
import type { FailureDecision } from '../failures/failure-rules.ts';
import type { ObservedExchange } from './observed-exchange.ts';
import type { UpstreamExchange } from '../proxy/upstream-exchange.ts';

export type { ErrorFact, HostRule, SandboxArrival };

/** The rules that fired for a request (their definitions as they were then), in order. */
export type FailureFact = readonly ['failure', rules: FailureDecision['firedRules']];

/** In proxy mode, an operation the proxy does not cover, answered here. */
export type ProxyLocalFact = readonly ['proxy', 'local'];

/**
 * A decision a room above the API made for the request, recorded as it will be explained (the
 * room builds it only when it acted, so the happy path pays nothing).
 */
export type RoomFact = readonly ['room', decision: AdminSchema<'Explanation'>['decisions'][number]];

/** A fact one of the API's layers recorded for a request, in the order they were taken. */
export type DecisionFact = ErrorFact | FailureFact | ProxyLocalFact | RoomFact;

/**
 * What the journal kept of one request that its explanation is read from (`core/explain/`): the
 * recorded facts, and what every entry keeps anyway (status, fault, upstream, headers).
 */
export interface DecisionEvidence extends Pick<ObservedExchange, 'id' | 'method' | 'operationId' | 'status' | 'fault' | 'latencyMs'> {
  path: string;
  /** Request headers, credentials masked. */
  headers: Record<string, string>;
  /** Response headers; null when the connection was dropped. */
  responseHeaders: Record<string, string> | null;
  upstream: UpstreamExchange | null;
  host: HostRule | null;
  sandbox: SandboxArrival | null;
  facts: readonly DecisionFact[];
}
