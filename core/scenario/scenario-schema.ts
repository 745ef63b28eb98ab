import schemaJson from '../../fixtures/scenario.schema.json' with { type: 'json' };
import { describeAjvErrors, type ValidateFunction } from '../contract/validation-result.ts';
import type { ScenarioProblem } from './scenario-error.ts';
import { validators } from './scenario-validator.generated.ts';

/** fixtures/scenario.schema.json, typed plainly so published declarations do not import JSON. */
export const scenarioSchema: Record<string, unknown> = schemaJson;

// Generated from the schema by `npm run generate` (Ajv standalone code): no start loads Ajv.
const validateScenario: ValidateFunction = validators.scenario;
const validateRule: ValidateFunction = validators['scenario#/$defs/failureRule'];

/**
 * Problems of a value against fixtures/scenario.schema.json, its feature sections left out (their
 * rooms check them); empty when it conforms.
 * @example schemaProblems({ name: 'x' }) // [{ path: '/version', message: 'is required' }, ...]
 */
export function schemaProblems(value: unknown): ScenarioProblem[] {
  return problemsAgainst(validateScenario, value);
}

/** Problems of one failure rule against the schema's `$defs/failureRule`. */
export function ruleSchemaProblems(rule: unknown): ScenarioProblem[] {
  return problemsAgainst(validateRule, rule);
}

/**
 * Problems of a value against a part of fixtures/scenario.schema.json compiled elsewhere (a feature's
 * section, in its room), said as the scenario's own are.
 */
export function problemsAgainst(validate: ValidateFunction, value: unknown): ScenarioProblem[] {
  return validate(value)
    ? []
    : describeAjvErrors(validate.errors ?? []).map(({ pointer, rule }) => ({ path: pointer, message: rule }));
}
