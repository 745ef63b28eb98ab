import { cellName, coverageCells, type CoverageCell } from './coverage-cells.ts';
import type { CoverageDocument, CoverageRatio, OperationCoverage } from './coverage-document.ts';
import { coverageError, type CoverageError } from './coverage-error.ts';
import { reaches } from './coverage-summary.ts';
import { documentedKey } from './documented-key.ts';
import { failureKinds } from './failure-kinds.ts';
import { gateOf, requirements, type ReportGate } from './report-gate.ts';

/** What CI demands: minimum percentages, and cells (`listPets:503`, `getPet:gone`) that must have been seen. */
export interface GateOptions {
  minResponses?: number;
  minFailures?: number;
  /** `operationId:status`, `operationId:responseKey` or `operationId:failureKind`; an entry may hold several, comma-separated. */
  require?: readonly string[];
}

/** The report family's gate (`problems`: one line per unmet demand, naming its holes), with the holes. */
export interface GateResult extends ReportGate {
  /** Every hole named by an unmet demand, as `operationId:key`. */
  holes: string[];
}

/**
 * Checks coverage against CI's demands; an error value when a demand names an unknown operation or
 * kind or a percentage outside 0..100 (the CLI exits 2 on it).
 * @example gateCoverage(coverage, { minResponses: 80, require: ['listPets:503'] }) // { gate: { passed: false, ... } }
 */
export function gateCoverage(
  document: CoverageDocument,
  options: GateOptions,
): { gate: GateResult } | { error: CoverageError } {
  const problems: string[] = [];
  const holes: string[] = [];
  const cells = coverageCells(document);
  for (const [area, min, ratio, label] of [
    ['response', options.minResponses, document.summary.responses, 'responses'],
    ['failure', options.minFailures, document.summary.failures, 'failure kinds'],
  ] as const) {
    if (min === undefined) continue;
    if (!Number.isFinite(min) || min < 0 || min > 100)
      return coverageError('invalid_threshold', `minimum ${label} coverage must be a percentage, not ${min}`);
    const missing = percentHoles(cells, area, ratio, min);
    if (missing === undefined) continue;
    problems.push(`${label} covered ${ratio.percent}% < ${min}%; holes: ${missing.join(', ')}`);
    holes.push(...missing);
  }
  for (const requirement of requirements(options.require ?? [])) {
    const met = isMet(document, requirement);
    if (typeof met === 'object') return met;
    if (met) continue;
    problems.push(`required ${requirement} was never seen${seenInstead(document, requirement)}`);
    holes.push(requirement);
  }
  return { gate: { ...gateOf(problems), holes: [...new Set(holes)] } };
}

/** The holes of an area whose coverage is below `min`, or undefined when it is not. */
function percentHoles(
  cells: readonly CoverageCell[],
  area: CoverageCell['area'],
  ratio: CoverageRatio,
  min: number,
): string[] | undefined {
  if (reaches(ratio, min)) return undefined;
  return cells.filter((cell) => cell.area === area && cell.hits === 0).map(cellName);
}

/** Whether a required cell was seen; an error value when it names nothing the spec has. */
function isMet(document: CoverageDocument, requirement: string): boolean | { error: CoverageError } {
  const colon = requirement.lastIndexOf(':');
  if (colon <= 0 || colon === requirement.length - 1) {
    return coverageError('invalid_requirement', `"${requirement}" is not operationId:status or operationId:kind`);
  }
  const operationId = requirement.slice(0, colon);
  const what = requirement.slice(colon + 1);
  const operation = document.operations[operationId];
  if (operation === undefined) return coverageError('unknown_operation', `the spec has no operation ${operationId}`);
  if (/^[1-5]\d\d$/.test(what)) return statusSeen(operation, Number(what));
  const responseHits = operation.responses[what];
  if (responseHits !== undefined) return responseHits > 0;
  const failure = operation.failures[what as keyof OperationCoverage['failures']];
  if (failure !== undefined) return failure.hits > 0;
  const known = (failureKinds as readonly string[]).includes(what);
  return coverageError(
    'unknown_kind',
    known
      ? `${operationId} cannot meet ${what}`
      : `${what} is neither a status, a response of ${operationId}, nor a failure kind (${failureKinds.join(', ')})`,
  );
}

/**
 * Whether the operation ever answered `status` itself: a 500 counted under `default` does not meet
 * a required 503. Documents without `statuses` (older ones) fall back to the key that documents it.
 */
function statusSeen({ responses, undocumented, statuses }: OperationCoverage, status: number): boolean {
  if (statuses !== undefined) return (statuses[String(status)] ?? 0) > 0;
  const key = documentedKey(Object.keys(responses), status);
  return (key !== undefined && responses[key]! > 0) || (undocumented[String(status)] ?? 0) > 0;
}

/** For a required status not met, what the operation answered instead (`; listPets answered 500 ×1`). */
function seenInstead(document: CoverageDocument, requirement: string): string {
  const [operationId, what] = [
    requirement.slice(0, requirement.lastIndexOf(':')),
    requirement.slice(requirement.lastIndexOf(':') + 1),
  ];
  const statuses = document.operations[operationId]?.statuses;
  if (!/^[1-5]\d\d$/.test(what) || statuses === undefined) return '';
  const seen = Object.entries(statuses).map(([status, count]) => `${status} ×${count}`);
  return seen.length === 0 ? `; ${operationId} was never called` : `; ${operationId} answered ${seen.join(', ')}`;
}
