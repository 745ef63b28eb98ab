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
    const described = describeErrors(validate.errors ?? []);
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

/** An error as the field's segments (JSON pointer parts, the missing property last) and the rule broken. */
interface DescribedError {
  segments: string[];
  rule: string;
  keyword: string;
}

function describeErrors(errors: ErrorObject[]): DescribedError[] {
  const typeFailed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'type' || !typeFailed.has(e.instancePath)).map(describeError);
}

function describeError(error: ErrorObject): DescribedError {
  return { ...describedRule(error), keyword: error.keyword };
}

function describedRule(error: ErrorObject): Omit<DescribedError, 'keyword'> {
  const segments = error.instancePath.split('/').slice(1);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { segments: [...segments, String(params.missingProperty)], rule: 'is required' };
    case 'type':
      return { segments, rule: `must be ${withArticle(String(params.type))}` };
    case 'enum':
      return { segments, rule: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}` };
    case 'format':
      return {
        segments,
        rule:
          params.format === 'int64'
            ? `must be an integer between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`
            : 'must be a 32-bit integer',
      };
    default:
      return { segments, rule: error.message ?? 'is invalid' };
  }
}

/** `$`, then `.name` or `[3]` or `["odd key"]` per segment (JSON pointer escapes undone). */
function jsonPath(segments: readonly string[]): string {
  return `$${segments
    .map((raw) => raw.replaceAll('~1', '/').replaceAll('~0', '~'))
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
