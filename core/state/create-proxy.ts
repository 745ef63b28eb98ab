import { ApiError } from '../exchange/errors.ts';
import { apiOperationIds } from '../contract/operation-ids.ts';
import type { MockRequest, MockResponse } from '../exchange/exchange.ts';
import type { RouteInfo } from '../exchange/route-matcher.ts';
import { maskSecretQuery } from '../exchange/secret-query.ts';
import { createContractCheck, type ContractViolation } from './contract-check.ts';
import { fetchSend } from './fetch-send.ts';
import { createForwarder } from './forward.ts';
import { proxyDefaults, type ProxyOptions } from './proxy-options.ts';
import { upstreamCredentials } from './upstream-credentials.ts';
import type { UpstreamExchange } from './upstream-exchange.ts';
import type { UpstreamState } from './upstream-state.ts';

/** The API's final step in proxy mode, for the operations it covers. */
export interface Proxy {
  covers(route: RouteInfo): boolean;
  /**
   * Forwards the request, checks the answer against the contract, records its pets; 502/504 when
   * none came. Writes `upstream` (what the journal keeps of the trip) on the request's context.
   */
  forward(context: ForwardContext): Promise<MockResponse>;
}

/** What the proxy reads of a request's context (a matched route), and the one field it writes. */
export interface ForwardContext {
  readonly request: MockRequest;
  readonly route: RouteInfo | undefined;
  upstream?: UpstreamExchange;
}

/**
 * Forwards the operations it covers to the upstream, keeps the contract watch and the recording in
 * `state`, and tells `onViolation` of each operation and kind of violation once.
 * @example const proxy = createProxy({ upstream: 'http://127.0.0.1:4011/v1' }, simulation.upstream, '/v1');
 */
export function createProxy(options: ProxyOptions, state: UpstreamState, basePath: string): Proxy {
  const {
    upstream,
    upstreamKey,
    only,
    send = fetchSend((request) => fetch(request)),
    onViolation = () => {},
  } = options;
  const { timeoutMs = proxyDefaults.timeoutMs, strictContract = proxyDefaults.strictContract } = options;
  const unknown = (only ?? []).filter((id) => !apiOperationIds.includes(id));
  if (unknown.length > 0)
    throw new TypeError(
      `proxy.only names no operation of the API: ${unknown.join(', ')} (known: ${apiOperationIds.join(', ')})`,
    );
  // Credentials in the URL go upstream as Basic, and nowhere else; `upstreamKey` wins over them.
  const { base, basic } = upstreamCredentials(upstream);
  const authorization = upstreamKey === undefined ? basic : `Bearer ${upstreamKey}`;
  const forward = createForwarder({ base, basePath, authorization, timeoutMs, send });
  const check = createContractCheck();
  const covered = only && new Set(only);
  const host = new URL(base).host;
  state.use({
    upstream: base,
    only: only ? [...only] : null,
    timeoutMs,
    strictContract,
    upstreamKey: authorization !== undefined,
  });

  return {
    covers: ({ operationId }) => !covered || covered.has(operationId),
    async forward(context) {
      const { request, route } = context;
      const { answered, response, durationMs } = await forward(request);
      if (!answered) {
        context.upstream = { status: null, durationMs, violations: [] };
        return response;
      }
      const { operationId } = route!;
      const { checked, violations, body } = check(operationId, request.method, response);
      context.upstream = { status: response.status, durationMs, violations };
      const target = `${request.method} ${request.path}${request.query === '' ? '' : `?${maskSecretQuery(request.query)}`}`;
      if (checked) {
        for (const first of state.contract.count(operationId, {
          request: target,
          status: response.status,
          violations,
        })) {
          onViolation(
            `contract: ${operationId} answered ${response.status} to ${target} from ${host}, breaking ${first.path}: ${first.rule} ` +
              `(further ${first.kind} violations of ${operationId} are counted at /__admin/contract, not logged)`,
          );
        }
      }
      state.recording.collect(operationId, response.status, body);
      return strictContract && violations.length > 0 ? violationResponse(operationId, host, violations) : response;
    },
  };
}

/** Strict mode's 502: the message names the first violation's path and rule, and how many more there are. */
function violationResponse(operationId: string, host: string, [first, ...more]: ContractViolation[]): MockResponse {
  const others = more.length === 0 ? '' : ` (and ${more.length} more: see /__admin/contract)`;
  return new ApiError({
    code: 'contract_violation',
    message: `The answer of ${host} to ${operationId} breaks the contract at ${first!.path}: ${first!.rule}${others}.`,
  }).toResponse();
}
