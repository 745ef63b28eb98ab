import schemaJson from '../../fixtures/scenario.schema.json' with { type: 'json' };
import { describeAjvErrors, type ValidateFunction } from '../contract/validation-result.ts';
import type { ScenarioProblem } from './scenario-error.ts';
import { validators } from './scenario-validator.generated.ts';

/** fixtures/scenario.schema.json, typed plainly so published declarations do not import JSON. */
export const scenarioSchema: Record<string, unknown> = schemaJson;

// Generated from the schema by `npm run generate` (Ajv standalone code): no start loads Ajv.
const validateScenario: ValidateFunction = validators.scenario;
const validateRule: ValidateFunction = validators['scenario#/$defs/failureRule'];
const validateWorld: ValidateFunction = validators['scenario#/$defs/world'];

/**
 * Problems of a value against fixtures/scenario.schema.json; empty when it conforms.
 * @example schemaProblems({ name: 'x' }) // [{ path: '/version', message: 'is required' }, ...]
 */
export function schemaProblems(value: unknown): ScenarioProblem[] {
  return problemsAgainst(validateScenario, value);
}

/** Problems of one failure rule against the schema's `$defs/failureRule`. */
export function ruleSchemaProblems(rule: unknown): ScenarioProblem[] {
  return problemsAgainst(validateRule, rule);
}

/** Problems of a world given alone (`--world`, `PUT /__admin/world`) against the schema's `$defs/world`, paths from the world. */
export function worldSchemaProblems(world: unknown): ScenarioProblem[] {
  return problemsAgainst(validateWorld, world);
}

function problemsAgainst(validate: ValidateFunction, value: unknown): ScenarioProblem[] {
  return validate(value)
    ? []
    : describeAjvErrors(validate.errors ?? []).map(({ pointer, rule }) => ({ path: pointer, message: rule }));
}
