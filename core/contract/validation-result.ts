import { escapeToken, unescapeToken } from './json-pointer.ts';
import type { ErrorObject } from 'ajv/dist/2020.js';

/** Checks a value against one schema of the spec; problems name the field. */
export type Validator<T> = (value: unknown, subject?: string) => ValidationResult<T>;
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: string[]; issues: ValidationIssue[] };

/**
 * One problem, where it is: `path` is a JSON path into the value (`$[0].id`), `rule` what it
 * breaks; `pointer` the same place as a JSON pointer (`/0/id`), `keyword` the JSON Schema keyword that failed.
 */
export interface ValidationIssue {
  path: string;
  rule: string;
  pointer: string;
  keyword: string;
}

/** A validate function as Ajv compiles or generates it. */
export interface ValidateFunction {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A compiled or generated validate function as a `Validator`, its errors in words and as paths. */
export const asValidator =
  <T>(validate: ValidateFunction): Validator<T> =>
  (value, subject = '') => {
    if (validate(value)) return { ok: true, value: value as T };
    const described = describeAjvErrors(validate.errors ?? []).map(({ pointer, rule, keyword }) => ({
      segments: pointer.split('/').slice(1),
      rule,
      keyword,
    }));
    return {
      ok: false,
      problems: described.map(
        ({ segments, rule }) => `${[subject, ...segments].filter(Boolean).join('.') || 'value'} ${rule}`,
      ),
      issues: described.map(({ segments, rule, keyword }) => ({
        path: jsonPath(segments),
        rule,
        pointer: segments.map((segment) => `/${segment}`).join(''),
        keyword,
      })),
    };
  };

/** One problem Ajv found, in words: where (a JSON pointer into the value), the rule broken, the keyword that failed. */
export interface AjvProblem {
  pointer: string;
  rule: string;
  keyword: string;
}

const combinators = new Set(['anyOf', 'oneOf', 'not']);

/**
 * Ajv's errors as one problem per place, in words: a value of the wrong type says only its type, a
 * failed combinator speaks through its schema's `description` (when Ajv ran verbose), a missing or
 * unknown property is named in the pointer.
 * @example describeAjvErrors(validate.errors ?? []) // [{ pointer: '/name', rule: 'is required', keyword: 'required' }]
 */
export function describeAjvErrors(errors: readonly ErrorObject[]): AjvProblem[] {
  const explained = errors.filter((e) => combinators.has(e.keyword) && typeof e.parentSchema?.description === 'string');
  const outer = errors.filter((e) => !explained.some((c) => c !== e && e.schemaPath.startsWith(`${c.schemaPath}/`)));
  const typeFailed = new Set(outer.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  const seen = new Set<string>();
  return outer
    .filter((e) => e.keyword === 'type' || !typeFailed.has(e.instancePath))
    .map(describeAjvError)
    .filter(({ pointer, rule }) => !seen.has(`${pointer}\n${rule}`) && !!seen.add(`${pointer}\n${rule}`));
}

function describeAjvError(error: ErrorObject): AjvProblem {
  const params = error.params as Record<string, unknown>;
  const at = (pointer: string, rule: string): AjvProblem => ({ pointer, rule, keyword: error.keyword });
  const path = error.instancePath;
  switch (error.keyword) {
    case 'required':
      return at(`${path}/${escapeToken(String(params.missingProperty))}`, 'is required');
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return at(
        `${path}/${escapeToken(String(params.additionalProperty ?? params.unevaluatedProperty))}`,
        'is not a known field',
      );
    case 'type':
      return at(path, `must be ${withArticle(String(params.type))}`);
    case 'enum':
      return at(path, `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`);
    case 'const':
      return at(path, `must be ${JSON.stringify(params.allowedValue)}`);
    case 'format':
      if (params.format === 'int64')
        return at(path, `must be an integer between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`);
      return at(
        path,
        params.format === 'int32' ? 'must be a 32-bit integer' : `must be a ${String(params.format)} string`,
      );
    case 'pattern':
    case 'anyOf':
    case 'oneOf':
    case 'not': {
      const description = error.parentSchema?.description;
      return at(path, typeof description === 'string' ? `must be ${description}` : (error.message ?? 'is invalid'));
    }
    default:
      return at(path, error.message ?? 'is invalid');
  }
}

/** `$`, then `.name` or `[3]` or `["odd key"]` per segment (JSON pointer escapes undone). */
function jsonPath(segments: readonly string[]): string {
  return `$${segments
    .map(unescapeToken)
    .map((segment) =>
      /^\d+$/.test(segment)
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `.${segment}`
          : `[${JSON.stringify(segment)}]`,
    )
    .join('')}`;
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
