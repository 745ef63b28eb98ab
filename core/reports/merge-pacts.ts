import type { PactDocument, PactInteraction, PactV4Interaction } from './pact-types.ts';
import type { ReadPact } from './read-pact.ts';

/** One file to merge: where it came from (named in errors) and what it holds. */
export interface PactSource {
  source: string;
  pact: ReadPact;
}

export type MergePactsResult = { ok: true; pact: PactDocument } | { ok: false; message: string };

/**
 * Unites parallel workers' pacts into one: the same consumer, provider and version, every
 * interaction once by description. Two with one description must give the same answer (status,
 * headers, matching rules, generators, and the body where no rule matches it by type); otherwise
 * the error names both files.
 * @example mergePacts([{ source: 'a.json', pact: a }, { source: 'b.json', pact: b }])
 */
export function mergePacts(sources: readonly PactSource[]): MergePactsResult {
  const [first] = sources;
  if (!first) return { ok: false, message: 'no pact to merge' };
  const { consumer, provider, spec } = first.pact;
  const seen = new Map<string, { source: string; answer: string }>();
  const interactions: (PactInteraction | PactV4Interaction)[] = [];
  for (const { source, pact } of sources) {
    if (pact.spec !== spec)
      return {
        ok: false,
        message: `${source} is a V${pact.spec} pact and ${first.source} a V${spec} one: merge pacts of one version`,
      };
    if (pact.consumer !== consumer || pact.provider !== provider) {
      return {
        ok: false,
        message: `${source} is between ${pact.consumer} and ${pact.provider}, ${first.source} between ${consumer} and ${provider}: merge pacts of one pair`,
      };
    }
    for (const [index, raw] of pact.raw.entries()) {
      const { description, response } = pact.interactions[index]!;
      const answer = answerOf(response);
      const earlier = seen.get(description);
      if (earlier && earlier.answer !== answer)
        return { ok: false, message: `"${description}" answers differently in ${earlier.source} and in ${source}` };
      if (earlier) continue;
      seen.set(description, { source, answer });
      interactions.push(raw);
    }
  }
  const names = { consumer: { name: consumer }, provider: { name: provider } };
  // Every file is of this one version, so every interaction is of its shape.
  const pact: PactDocument =
    spec === 3
      ? {
          ...names,
          interactions: interactions as PactInteraction[],
          metadata: { pactSpecification: { version: '3.0.0' } },
        }
      : {
          ...names,
          interactions: interactions as PactV4Interaction[],
          metadata: { pactSpecification: { version: '4.0' } },
        };
  return { ok: true, pact };
}

/** What tells two answers apart: all but an example body that matching rules hold to types. */
function answerOf({ body, ...rest }: { body?: unknown; matchingRules?: { body?: object } }): string {
  return canonical(rest.matchingRules?.body ? rest : { ...rest, body });
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
