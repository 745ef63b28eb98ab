import {
  unmatchedLimit,
  type CoverageDocument,
  type FailureCoverage,
  type OperationCoverage,
} from './coverage-document.ts';
import { summarize } from './coverage-summary.ts';

/** Documents of one spec (the format's version checked) as one: their counts added. */
export function sumCoverage(first: CoverageDocument, rest: readonly CoverageDocument[]): CoverageDocument {
  const merged = rest.reduce(mergeTwo, structuredClone(first));
  return { ...merged, summary: summarize(merged.operations) };
}

function mergeTwo(a: CoverageDocument, b: CoverageDocument): CoverageDocument {
  const operations: Record<string, OperationCoverage> = { ...a.operations };
  for (const [id, operation] of Object.entries(b.operations)) {
    const mine = operations[id];
    operations[id] = mine === undefined ? structuredClone(operation) : mergeOperation(mine, operation);
  }
  const requests = { ...a.unmatched.requests };
  let other = a.unmatched.other + b.unmatched.other;
  for (const [key, count] of Object.entries(b.unmatched.requests)) {
    if (key in requests) requests[key]! += count;
    else if (Object.keys(requests).length < unmatchedLimit) requests[key] = count;
    else other += count;
  }
  return { ...a, operations, unmatched: { requests, other } };
}

function mergeOperation(a: OperationCoverage, b: OperationCoverage): OperationCoverage {
  const failures: OperationCoverage['failures'] = { ...a.failures };
  for (const [kind, failure] of Object.entries(b.failures) as [
    keyof OperationCoverage['failures'],
    FailureCoverage,
  ][]) {
    const mine = failures[kind];
    failures[kind] = mine === undefined ? structuredClone(failure) : mergeFailure(mine, failure);
  }
  const statuses =
    a.statuses !== undefined || b.statuses !== undefined ? { statuses: sum(a.statuses ?? {}, b.statuses ?? {}) } : {};
  return {
    method: a.method,
    path: a.path,
    responses: sum(a.responses, b.responses),
    undocumented: sum(a.undocumented, b.undocumented),
    ...statuses,
    failures,
  };
}

function mergeFailure(a: FailureCoverage, b: FailureCoverage): FailureCoverage {
  const merged: FailureCoverage = { hits: a.hits + b.hits, sources: sum(a.sources, b.sources) };
  if (a.statuses !== undefined || b.statuses !== undefined) merged.statuses = sum(a.statuses ?? {}, b.statuses ?? {});
  return merged;
}

/** Counts by key, added up; keys of either side kept. */
function sum(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): Record<string, number> {
  const total = { ...a };
  for (const [key, count] of Object.entries(b)) total[key] = (total[key] ?? 0) + count;
  return total;
}
