import { failureRuleProblems } from './parse-scenario.ts';
import type { FailureRule } from '../failures/failure-rule.ts';
import { failureError } from '../failures/failure-errors.ts';

/**
 * Checks rules as scenario files' rules are checked (`$defs/failureRule` of
 * fixtures/scenario.schema.json and what a schema cannot say): one set of checks and messages,
 * for files and the admin API.
 * @example validateRules([{ operationId: 'listPets', status: 503 }])
 */
export function validateRules(rules: readonly unknown[]): FailureRule[] {
  const problems = failureRuleProblems(rules);
  if (problems.length > 0) {
    const lines = problems.map(({ path, message }) => `${path || '/'} ${message}`);
    throw failureError('invalid_rule', `Invalid failure rule: ${lines.join('; ')}.`);
  }
  return rules as FailureRule[];
}
