import { injectedErrorResponse, malformedResponse, slowBodyResponse } from '../failures/failure-responses.ts';
import { preferredFailure } from '../failures/prefer-header.ts';
import type { Middleware } from '../http/compose.ts';
import { networkFaultResponse } from '../http/network-fault.ts';
import type { RequestContext } from '../request-context.ts';
import type { Simulation } from '../simulation/create-simulation.ts';
import { sleep } from '../simulation/sleep.ts';

const defaultSlowBodyMs = 3_000;

/** Applies the failure rules in force (and the request's `Prefer`), after auth so none hides a 401. */
export function failureLayer({ failures, maxHangMs }: Simulation): Middleware<RequestContext> {
  return async (context, next) => {
    const { request, route, url, signal } = context;
    const prefer = preferredFailure(request.headers.get('prefer'));
    const decision = failures.decide(
      { operationId: route?.operationId, method: request.method, path: url.pathname, apiKey: context.apiKey ?? '' },
      prefer ? [prefer] : [],
    );
    context.fired = decision.fired;
    await sleep(Math.min(decision.latencyMs, maxHangMs), signal);
    const { outcome } = decision;
    const response = await (async () => {
      if (!outcome) return next();
      if (outcome.type === 'error') return injectedErrorResponse(outcome);
      switch (outcome.fault) {
        case 'reset':
        case 'empty':
          return networkFaultResponse(outcome.fault);
        case 'timeout':
          await sleep(Math.min(outcome.durationMs ?? maxHangMs, maxHangMs), signal);
          return networkFaultResponse('timeout');
        case 'malformed':
          return malformedResponse(await next());
        case 'slow-body':
          return slowBodyResponse(await next(), outcome.durationMs ?? defaultSlowBodyMs, signal);
      }
    })();
    if (response.type !== 'error') for (const [name, value] of Object.entries(decision.headers)) response.headers.set(name, value);
    return response;
  };
}
