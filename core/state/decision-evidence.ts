import type { DecisionFact, HostRule, SandboxArrival } from '../exchange/decision-facts.ts';
import type { ObservedExchange } from './observed-exchange.ts';
import type { UpstreamExchange } from './upstream-exchange.ts';

/**
 * What the journal kept of one request that its explanation is read from (`core/reports/`): the
 * recorded facts (core/exchange/decision-facts.ts), and what every entry keeps anyway (status,
 * fault, upstream, headers).
 */
export interface DecisionEvidence
  extends Pick<ObservedExchange, 'id' | 'method' | 'operationId' | 'status' | 'fault' | 'latencyMs'> {
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
