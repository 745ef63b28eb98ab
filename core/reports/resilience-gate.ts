import { checkNames, type CheckName, type ResilienceDocument } from './resilience-document.ts';
import { resilienceError, type ResilienceError } from './resilience-error.ts';
import { gateOf, requirements, type ReportGate } from '../state/report-gate.ts';

/** The report family's gate: one problem per required check that failed or was not exercised. */
export type ResilienceGate = ReportGate;

/**
 * Checks verdicts against CI's demand: every required check passed. An error value when one names
 * no check (the CLI exits 2 on it).
 * @example gateResilience(merged, ['retry-after,no-blind-create-retry']) // { gate: { passed: false, problems: [...] } }
 */
export function gateResilience(
  document: ResilienceDocument,
  require: readonly string[],
): { gate: ResilienceGate } | { error: ResilienceError } {
  const names = requirements(require);
  const unknown = names.find((name) => !(checkNames as readonly string[]).includes(name));
  if (unknown !== undefined)
    return resilienceError('unknown_check', `"${unknown}" is not a check (${checkNames.join(', ')})`);
  const problems = [...new Set(names as CheckName[])].flatMap((name) => {
    const { verdict, message } = document.checks[name];
    if (verdict === 'pass') return [];
    return [`required ${name} ${verdict === 'fail' ? 'failed' : 'was not exercised'}: ${message}`];
  });
  return { gate: gateOf(problems) };
}
