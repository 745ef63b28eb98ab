import type { ErrorObject } from 'ajv/dist/2020.js';

/** Checks a value against one schema of the spec; problems name the field. */
export type Validator<T> = (value: unknown, subject?: string) => ValidationResult<T>;
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

/** A validate function as Ajv compiles or generates it. */
export interface ValidateFunction {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A compiled or generated validate function as a `Validator`, its errors in words. */
export const asValidator = <T>(validate: ValidateFunction): Validator<T> => (value, subject = '') =>
  validate(value) ? { ok: true, value: value as T } : { ok: false, problems: describeErrors(validate.errors ?? [], subject) };

function describeErrors(errors: ErrorObject[], subject: string): string[] {
  const typeFailed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors
    .filter((e) => e.keyword === 'type' || !typeFailed.has(e.instancePath))
    .map((e) => describeError(e, subject));
}

function describeError(error: ErrorObject, subject: string): string {
  const field = [subject, ...error.instancePath.split('/').slice(1)].filter(Boolean).join('.') || 'value';
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${[subject, ...error.instancePath.split('/').slice(1), params.missingProperty].filter(Boolean).join('.')} is required`;
    case 'type':
      return `${field} must be ${withArticle(String(params.type))}`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return params.format === 'int64'
        ? `${field} must be an integer between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`
        : `${field} must be a 32-bit integer`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
