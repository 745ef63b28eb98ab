import type { JournalEntry } from '../state/journal.ts';
import { interactionOf } from './interaction-of.ts';
import { pactDocument } from './pact-format.ts';
import type { PactDocument, PactInteraction, PactSpecVersion } from './pact-types.ts';

export interface PactOptions {
  consumer: string;
  provider: string;
  /** 3 (default) or 4. */
  spec?: PactSpecVersion;
  /** Keeps answers whose status a rule, `Prefer` or the clock injected (left out by default: they are the mock's, not the provider's). */
  includeInjected?: boolean;
}

/**
 * The pact a client's exchanges make: one interaction per distinct request and status, in the
 * order first seen, each with the provider states its answer needs and the contract's matching
 * rules. A pure function of the journal's entries.
 * @example journalToPact(controls.journal.list(), { consumer: 'web-app', provider: 'animal-store' }).interactions.length
 */
export function journalToPact(
  entries: readonly JournalEntry[],
  { consumer, provider, spec = 3, includeInjected = false }: PactOptions,
): PactDocument {
  const keys = new Set<string>();
  const descriptions = new Set<string>();
  const interactions: PactInteraction[] = [];
  for (const entry of entries) {
    const draft = interactionOf(entry, includeInjected);
    if (!draft || keys.has(draft.key)) continue;
    keys.add(draft.key);
    // Descriptions tell requests apart; two that still read the same are numbered.
    let { description } = draft.interaction;
    for (let n = 2; descriptions.has(description); n++) description = `${draft.interaction.description} (${n})`;
    descriptions.add(description);
    interactions.push({ ...draft.interaction, description });
  }
  return pactDocument(interactions, { consumer, provider }, spec);
}
