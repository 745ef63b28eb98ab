import { injectionsOf } from '../state/injections.ts';
import { injectedErrorResponse, malformedResponse, slowBodyResponse } from '../store/failure-responses.ts';
import { preferredFailure } from '../store/prefer-header.ts';
import type { Middleware } from '../exchange/compose.ts';
import { headerOf, type MockResponse } from '../exchange/exchange.ts';
import { faultResponse } from '../exchange/respond.ts';
import { recordDecision, type RequestContext } from './request-context.ts';
import type { Simulation } from '../state/create-simulation.ts';
import { sleep } from '../store/sleep.ts';

const defaultSlowBodyMs = 3_000;

/** Applies the failure rules in force (and the request's `Prefer`), after auth so none hides a 401. */
export function failureLayer({ failures, maxHangMs }: Simulation): Middleware<RequestContext> {
  return async (context, next) => {
    const { request, route } = context;
    const prefer = preferredFailure(headerOf(request, 'prefer'));
    if (!prefer && failures.isEmpty()) return next();
    const decision = failures.decide(
      { operationId: route?.operationId, method: request.method, path: request.path, apiKey: context.apiKey ?? '' },
      prefer ? [prefer] : [],
    );
    context.fired = decision.fired;
    if (decision.firedRules.length > 0) recordDecision(context, ['failure', decision.firedRules]);
    const { outcome } = decision;
    context.injected = decision.firedRules.flatMap(({ rule, fromRequest }) =>
      injectionsOf(rule, outcome, fromRequest ? 'prefer' : 'rule'),
    );
    if (decision.latencyMs > 0) context.latencyMs = decision.latencyMs;
    await sleep(Math.min(decision.latencyMs, maxHangMs), request.signal);
    const response = await (async (): Promise<MockResponse> => {
      if (!outcome) return next();
      if (outcome.type === 'error') return injectedErrorResponse(outcome);
      switch (outcome.fault) {
        case 'reset':
        case 'empty':
          return faultResponse(outcome.fault);
        case 'timeout': {
          const hangMs = Math.min(outcome.durationMs ?? maxHangMs, maxHangMs);
          // The hang counts as held time: `gave-up` tells a client that gave up from one the mock let go.
          context.latencyMs = (context.latencyMs ?? 0) + hangMs;
          await sleep(hangMs, request.signal);
          return faultResponse('timeout');
        }
        case 'malformed':
          context.bodyFault = 'malformed';
          return malformedResponse(await next());
        case 'slow-body':
          context.bodyFault = 'slow-body';
          return slowBodyResponse(await next(), outcome.durationMs ?? defaultSlowBodyMs, request.signal);
      }
    })();
    if (!response.fault) Object.assign(response.headers, decision.headers);
    return response;
  };
}
