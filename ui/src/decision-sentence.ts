import type { Decision } from './admin-types.ts';

const hostRules: Record<string, string> = {
  'no-host-header': 'it sent no Host header',
  localhost: 'localhost is always served',
  'ip-literal': 'an IP address is always served',
  'allowed-hosts': 'the name is in --allowed-hosts',
};

const refusals: Record<string, string> = {
  missing: 'no API key was sent',
  malformed: 'the Authorization header is not "Bearer <key>"',
  'unknown-key': 'the API key is not one the mock accepts',
};

/**
 * One decision of an explanation as a short sentence for people, e.g.
 * "503 from rule r2 (createPet, 2 of 2 times)".
 * @example decisionSentence({ kind: 'auth', refused: 'missing' }) // '401: no API key was sent'
 */
export function decisionSentence(decision: Decision): string {
  switch (decision.kind) {
    case 'host':
      return `Host allowed: ${hostRules[decision.rule] ?? decision.rule}`;
    case 'sandbox':
      return `In sandbox ${decision.name}${decision.created ? ', created by this request' : ''}`;
    case 'cors':
      return `${decision.preflight ? 'Preflight answered; ' : ''}origin ${decision.origin} ${decision.allowed ? 'allowed' : 'not allowed (no CORS grant)'}`;
    case 'auth':
      return `401: ${refusals[decision.refused] ?? decision.refused}`;
    case 'validation':
      return `400: ${decision.in} ${decision.pointer || '(the whole body)'} fails "${decision.keyword}"`;
    case 'failure':
      return failureSentence(decision);
    case 'clock':
      return `410: the clock says ${decision.now}, past the sunset ${decision.sunset}`;
    case 'world':
      return `${decision.events} world ${decision.events === 1 ? 'event' : 'events'} applied first (seq ${decision.fromSeq === decision.toSeq ? decision.fromSeq : `${decision.fromSeq}-${decision.toSeq}`})`;
    case 'store':
      if (decision.found) return `Pet ${decision.petId} found`;
      if (decision.reason === 'departed') return `404: no pet ${decision.petId}: the world's departures removed it`;
      return `404: pet ${decision.petId} ${notFound(decision.reason, decision.nextId)}`;
    case 'proxy':
      if (!decision.forwarded) return 'Answered here, not forwarded (proxy mode)';
      return `Forwarded: upstream answered ${decision.upstreamStatus ?? 'nothing'}${decision.violations?.length ? `, breaking the contract ${decision.violations.length} time(s)` : ''}`;
  }
}

function failureSentence(decision: Extract<Decision, { kind: 'failure' }>): string {
  const { definition, status, fault, latencyMs, fired, times } = decision;
  const source = decision.source === 'prefer' ? `Prefer: ${decision.prefer ?? ''}` : `rule ${decision.rule}`;
  const count = times === null ? `${fired} ${fired === 1 ? 'time' : 'times'}` : `${fired} of ${times} times`;
  const scope = [
    definition.operationId ?? definition.path ?? 'every operation',
    ...(decision.source === 'rule' ? [count] : []),
  ].join(', ');
  const effect = status !== null ? `${status}` : fault !== null ? `Fault ${fault}` : `${latencyMs} ms added`;
  return `${effect} from ${source} (${scope})${status !== null || fault !== null ? (latencyMs > 0 ? `, after ${latencyMs} ms` : '') : ''}`;
}

function notFound(reason: string | undefined, nextId: number | undefined): string {
  if (reason === 'above') return `was never made: the next pet created gets id ${nextId}`;
  if (reason === 'never-created') return 'was never created (the data skipped it)';
  return `is not in the store${reason ? ` (${reason})` : ''}`;
}
