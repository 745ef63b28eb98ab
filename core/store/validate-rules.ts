import { ApiError } from '../exchange/errors.ts';
import { failureRuleProblems } from './parse-scenario.ts';
import type { FailureRule } from './failure-rules.ts';

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
    throw new ApiError({ code: 'invalid_rule', message: `Invalid failure rule: ${lines.join('; ')}.` });
  }
  return rules as FailureRule[];
}
