import {
  checkNames,
  resilienceFormatVersion,
  type CheckResult,
  type ResilienceDocument,
} from './resilience-document.ts';

/**
 * Verdicts judged with the same options (the format's version checked) as one: a check fails if it
 * failed anywhere, passes if it passed somewhere and failed nowhere, and is not exercised otherwise.
 * The merged check keeps the sentence and entries of its first failure (or first pass).
 */
export function combineVerdicts(first: ResilienceDocument, rest: readonly ResilienceDocument[]): ResilienceDocument {
  const documents = [first, ...rest];
  const checks = Object.fromEntries(
    checkNames.map((name) => [name, mergeCheck(documents.map((d) => d.checks[name]))]),
  ) as ResilienceDocument['checks'];
  return { version: resilienceFormatVersion, options: { ...first.options }, checks };
}

function mergeCheck(results: CheckResult[]): CheckResult {
  const tally = { pass: 0, fail: 0, 'not-exercised': 0 };
  for (const result of results)
    for (const verdict of Object.keys(tally) as (keyof typeof tally)[]) tally[verdict] += result.tally[verdict];
  const shown = results.find((r) => r.verdict === 'fail') ?? results.find((r) => r.verdict === 'pass') ?? results[0]!;
  const waited = results.flatMap((r) => (r.waitedMs === undefined ? [] : [r.waitedMs]));
  return { ...structuredClone(shown), ...(waited.length > 0 && { waitedMs: Math.max(...waited) }), tally };
}
