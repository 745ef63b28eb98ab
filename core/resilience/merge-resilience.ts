import { checkNames, resilienceFormatVersion, type CheckResult, type ResilienceDocument } from './resilience-document.ts';
import { resilienceError, type ResilienceError } from './resilience-error.ts';

/**
 * Several mocks' verdicts as one (parallel workers, sandboxes): a check fails if it failed
 * anywhere, passes if it passed somewhere and failed nowhere, and is not exercised otherwise. The
 * merged check keeps the sentence and entries of its first failure (or first pass). Documents
 * judged with other options, or in another format, are refused.
 * @example mergeResilience(worker1, worker2) // { resilience: { ... } }
 */
export function mergeResilience(first: ResilienceDocument, ...rest: ResilienceDocument[]): { resilience: ResilienceDocument } | { error: ResilienceError } {
  const documents = [first, ...rest];
  for (const document of documents) {
    if (document.version !== resilienceFormatVersion) {
      return resilienceError('unsupported_version', `resilience format version ${String(document.version)} is not ${resilienceFormatVersion}`);
    }
    const [a, b] = [JSON.stringify(document.options), JSON.stringify(first.options)];
    if (a !== b) return resilienceError('options_mismatch', `verdicts judged with ${a} cannot be merged with verdicts judged with ${b}`);
  }
  const checks = Object.fromEntries(checkNames.map((name) => [name, mergeCheck(documents.map((d) => d.checks[name]))])) as ResilienceDocument['checks'];
  return { resilience: { version: resilienceFormatVersion, options: { ...first.options }, checks } };
}

function mergeCheck(results: CheckResult[]): CheckResult {
  const tally = { pass: 0, fail: 0, 'not-exercised': 0 };
  for (const result of results) for (const verdict of Object.keys(tally) as (keyof typeof tally)[]) tally[verdict] += result.tally[verdict];
  const shown = results.find((r) => r.verdict === 'fail') ?? results.find((r) => r.verdict === 'pass') ?? results[0]!;
  const waited = results.flatMap((r) => (r.waitedMs === undefined ? [] : [r.waitedMs]));
  return { ...structuredClone(shown), ...(waited.length > 0 && { waitedMs: Math.max(...waited) }), tally };
}
