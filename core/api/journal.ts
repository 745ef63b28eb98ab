import type { Middleware } from '../exchange/compose.ts';
import { headerOf, type MockResponse } from '../exchange/exchange.ts';
import type { RequestContext } from './request-context.ts';
import type { Simulation } from '../state/create-simulation.ts';

/**
 * Outermost: records each request and what the client got, as raw parts (formatted when read),
 * with the state from before it was answered (a snapshot `?at=` its id reads it back).
 */
export function journalLayer(simulation: Simulation): Middleware<RequestContext> {
  const { journal } = simulation;
  return async (context, next) => {
    const started = performance.now();
    const before = simulation.state();
    const time = before.now;
    // Real time (the test's, fake timers included, in MSW) for the resilience checks: moving the clock changes no verdict.
    const arrivedAt = Date.now();
    const response = await next();
    const { request } = context;
    journal.record({
      time,
      method: request.method,
      path: request.path,
      query: request.query,
      headers: request.headers,
      body: request.body,
      status: response.fault ? null : response.status,
      fault: response.fault ?? context.bodyFault ?? null,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      rules: context.fired,
      injected: context.injected,
      response: response.fault ? null : { headers: response.headers, body: keptBody(response) },
      upstream: context.upstream ?? null,
      operationId: context.route?.operationId,
      arrivedAt,
      endedAt: Date.now(),
      latencyMs: context.latencyMs ?? 0,
      credential: headerOf(request, 'authorization'),
      host: context.host,
      sandbox: context.arrival,
      decisions: context.decisions,
      state: before,
      keyPosition: context.apiKey === undefined ? -1 : before.keys.indexOf(context.apiKey),
    });
    simulation.forgetStatesBeforeJournal();
    return response;
  };
}

/** A JSON answer as its value and the length of its text; other text as it is; bytes and streams not at all. */
function keptBody({ body, json }: MockResponse): { json: unknown; length: number } | string | null {
  if (typeof body !== 'string') return null;
  return json === undefined ? body : { json, length: body.length };
}
