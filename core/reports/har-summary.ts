import type { HarImportSummary } from './har-to-scenario.ts';

/**
 * An import's summary as lines for people (the CLI prints them on stderr): what was read, what was
 * skipped, and each rejected answer with its reason.
 * @example harSummaryLines(result.summary).forEach((line) => console.error(line));
 */
export function harSummaryLines({
  entries,
  read,
  withoutPets,
  otherOrigin,
  notContract,
  rejected,
  pets,
}: HarImportSummary): string[] {
  const skipped = [
    notContract > 0 && `${notContract} not of the Animal Store contract`,
    otherOrigin > 0 && `${otherOrigin} to another origin`,
    withoutPets > 0 && `${withoutPets} answered without pets`,
    rejected.length > 0 && `${rejected.length} rejected`,
  ].filter((part) => part !== false);
  return [
    `Read ${pets} pets from ${read} of ${entries} HAR entries.`,
    ...(skipped.length > 0 ? [`Skipped: ${skipped.join(', ')}.`] : []),
    ...rejected.map(({ entry, operationId, url, reason }) => `  entry ${entry} (${operationId} ${url}): ${reason}`),
  ];
}
