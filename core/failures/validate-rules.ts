import { ApiError } from '../errors.ts';
import { schemaProblems } from '../scenario/scenario-schema.ts';
import type { FailureRule } from './failure-rule.ts';

/**
 * Checks rules against `$defs/failureRule` of fixtures/scenario.schema.json, by validating them as
 * the `failures` of a minimal scenario: one schema, one set of messages, for files and the admin API.
 * @example validateRules([{ operationId: 'listPets', status: 503 }])
 */
export function validateRules(rules: readonly unknown[]): FailureRule[] {
  const problems = schemaProblems({ name: 'rules', version: 1, description: 'rules', failures: rules });
  if (problems.length > 0) {
    const lines = problems.map(({ path, message }) => `${path.replace(/^\/failures/, '') || '/'} ${message}`);
    throw new ApiError('invalid_rule', `Invalid failure rule: ${lines.join('; ')}.`);
  }
  return rules as FailureRule[];
}
