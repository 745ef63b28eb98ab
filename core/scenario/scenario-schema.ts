import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import schemaJson from '../../fixtures/scenario.schema.json' with { type: 'json' };
import type { ScenarioProblem } from './scenario-error.ts';

/** fixtures/scenario.schema.json, typed plainly so published declarations do not import JSON. */
export const scenarioSchema: Record<string, unknown> = schemaJson;

let validate: ValidateFunction | undefined;

/**
 * Problems of a value against fixtures/scenario.schema.json; empty when it conforms.
 * The validator is compiled on first use, so loading the core stays cheap.
 * @example schemaProblems({ name: 'x' }) // [{ path: '/version', message: 'is required' }, ...]
 */
export function schemaProblems(value: unknown): ScenarioProblem[] {
  validate ??= compile();
  return validate(value) ? [] : describeErrors(validate.errors ?? []);
}

function compile(): ValidateFunction {
  // An own instance: the spec's has no date-time format, and this schema stands alone for editors.
  // strictRequired is off: the effect rules (`anyOf: [{ required: ['status'] }, ...]`) name
  // properties that the rule defines one level up, which is how JSON Schema says "one of these".
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, verbose: true });
  ajv.addFormat('date-time', { type: 'string', validate: isDateTime });
  return ajv.compile(scenarioSchema);
}

/** RFC 3339 date-time that is also a real instant (no 31 February). */
function isDateTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && !Number.isNaN(Date.parse(text));
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
      return { path: `${path}/${escapePointer(String(params.additionalProperty))}`, message: 'is not a known field' };
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
      return { path, message: typeof description === 'string' ? `must be ${description}` : (error.message ?? 'is invalid') };
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
