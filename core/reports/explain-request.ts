import type { AdminSchema } from '../../spec/admin-types.ts';
import type { DecisionFact } from '../exchange/decision-facts.ts';
import type { DecisionEvidence } from '../state/decision-evidence.ts';

export type Explanation = AdminSchema<'Explanation'>;
export type Decision = Explanation['decisions'][number];

/**
 * Why a journaled request got its answer: the facts its layers recorded, and what its journal
 * entry keeps anyway, as decisions in the order they were taken (host, sandbox, CORS, auth,
 * failure rules, clock, the rooms above the API, validation, store, proxy). Built only when read: the request paid for
 * none of these objects.
 * @example explainRequest(journal.evidence(3)!) // { id: 3, decisions: [{ kind: 'auth', refused: 'missing' }] }
 */
export function explainRequest(evidence: DecisionEvidence): Explanation {
  const decisions: Decision[] = [];
  if (evidence.host) decisions.push({ kind: 'host', allowed: true, rule: evidence.host });
  if (evidence.sandbox)
    decisions.push({ kind: 'sandbox', name: evidence.sandbox.sandbox, created: evidence.sandbox.created });
  const cors = corsDecision(evidence);
  if (cors) decisions.push(cors);
  for (const fact of evidence.facts) decisions.push(...decisionsOf(fact, evidence));
  const found = foundPet(evidence);
  if (found !== undefined) decisions.push({ kind: 'store', petId: found, found: true });
  if (evidence.upstream) {
    decisions.push({
      kind: 'proxy',
      forwarded: true,
      upstreamStatus: evidence.upstream.status,
      violations: evidence.upstream.violations,
    });
  }
  return { id: evidence.id, decisions };
}

/** A request that sent `Origin` (a browser's), or a preflight: whether the origin was granted. */
function corsDecision({ method, headers, responseHeaders }: DecisionEvidence): Decision | undefined {
  const origin = headers.origin;
  const preflight = method === 'OPTIONS' && headers['access-control-request-method'] !== undefined;
  if (origin === undefined && !preflight) return undefined;
  return {
    kind: 'cors',
    preflight,
    origin: origin ?? '',
    allowed: responseHeaders?.['access-control-allow-origin'] !== undefined,
  };
}

function decisionsOf(fact: DecisionFact, evidence: DecisionEvidence): Decision[] {
  switch (fact[0]) {
    case 'auth':
      return [{ kind: 'auth', refused: fact[1] }];
    case 'validation':
      return [{ kind: 'validation', in: fact[1], pointer: fact[2], keyword: fact[3] }];
    case 'clock':
      return [{ kind: 'clock', now: new Date(fact[1]).toISOString(), sunset: new Date(fact[2]).toISOString() }];
    case 'store':
      return [{ kind: 'store', petId: fact[2], found: false, reason: fact[1], nextId: fact[3] }];
    case 'proxy':
      return [{ kind: 'proxy', forwarded: false }];
    case 'room':
      return [fact[1]];
    case 'failure':
      return fact[1].map(({ rule, fromRequest, fired, latencyMs }, index, all): Decision => {
        // The last rule to fire is the one that decided the answer, if any did.
        const decided = index === all.length - 1;
        const { id, ...definition } = rule;
        return {
          kind: 'failure',
          source: fromRequest ? 'prefer' : 'rule',
          rule: id,
          definition: { ...definition },
          ...(fromRequest && evidence.headers.prefer !== undefined && { prefer: evidence.headers.prefer }),
          fired,
          times: rule.times ?? null,
          latencyMs,
          status: decided && answeredWithError(rule, evidence) ? evidence.status : null,
          fault: decided ? (rule.fault ?? null) : null,
        };
      });
  }
}

/** Whether the rule's error (its status, or a rate limit's 429) is what the client got. */
function answeredWithError(
  rule: { status?: number; rateLimit?: unknown; fault?: string },
  { status }: DecisionEvidence,
): boolean {
  if (rule.fault !== undefined || status === null) return false;
  return rule.status !== undefined || (rule.rateLimit !== undefined && status === 429);
}

/** The pet a `getPet` answered from the store (200, not proxied): its id, from the path. */
function foundPet({ operationId, status, upstream, path }: DecisionEvidence): number | undefined {
  if (operationId !== 'getPet' || status !== 200 || upstream) return undefined;
  const id = Number(path.slice(path.lastIndexOf('/') + 1));
  return Number.isInteger(id) ? id : undefined;
}
