import type { ErrorObject } from 'ajv/dist/2020.js';
import schemaJson from '../../fixtures/scenario.schema.json' with { type: 'json' };
import type { ValidateFunction } from '../contract/validation-result.ts';
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
  return validate(value) ? [] : describeErrors(validate.errors ?? []);
}

const combinators = new Set(['anyOf', 'oneOf', 'not']);

/** Ajv's errors as one problem per place: a failed combinator speaks through its `description`. */
function describeErrors(errors: ErrorObject[]): ScenarioProblem[] {
  const explained = errors.filter((e) => combinators.has(e.keyword) && typeof e.parentSchema?.description === 'string');
  const outer = errors.filter((e) => !explained.some((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`)));
  // A value of the wrong type fails its other keywords too; the type is the one worth saying.
  const typeFailed = new Set(outer.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const problems = outer.filter((e) => e.keyword === 'type' || !typeFailed.has(e.instancePath)).map(describeError);
  const seen = new Set<string>();
  return problems.filter(({ path, message }) => !seen.has(`${path}\n${message}`) && !!seen.add(`${path}\n${message}`));
}

function describeError(error: ErrorObject): ScenarioProblem {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return { path: `${path}/${escapePointer(String(params.missingProperty))}`, message: 'is required' };
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return {
        path: `${path}/${escapePointer(String(params.additionalProperty ?? params.unevaluatedProperty))}`,
        message: 'is not a known field',
      };
    case 'type':
      return { path, message: `must be ${withArticle(String(params.type))}` };
    case 'enum':
      return { path, message: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'format':
      return { path, message: `must be a ${String(params.format)} string` };
    case 'pattern':
    case 'anyOf':
    case 'oneOf':
    case 'not': {
      const description = error.parentSchema?.description;
      return {
        path,
        message: typeof description === 'string' ? `must be ${description}` : (error.message ?? 'is invalid'),
      };
    }
    default:
      return { path, message: error.message ?? 'is invalid' };
  }
}

/** RFC 6901: `~` and `/` inside a key are escaped. */
function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
