import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './openapi-document.ts';

/** Checks a value against one schema of the spec; problems name the field. */
export type Validator<T> = (value: unknown, subject?: string) => ValidationResult<T>;
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const documentId = 'openapi.json';

/**
 * Compiles validators from the spec's own schemas, so no schema is written twice.
 * @example const validateNewPet = createSchemaValidators(doc).component<NewPet>('NewPet');
 */
export function createSchemaValidators(document: OpenApiDocument) {
  // The spec is linted in `npm test`; checking it against the meta-schema again cost ~90 ms per start.
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateSchema: false });
  ajv.addKeyword('components').addKeyword('paths').addKeyword('example');
  // JSON numbers are doubles here: an int64 beyond 2^53 cannot arrive intact, so it is refused.
  ajv.addFormat('int64', { type: 'number', validate: Number.isSafeInteger });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => (n | 0) === n });
  ajv.addSchema({ $id: documentId, components: document.components, paths: document.paths });

  const wrap = <T>(validate: ValidateFunction): Validator<T> => (value, subject = '') =>
    validate(value) ? { ok: true, value: value as T } : { ok: false, problems: describeErrors(validate.errors ?? [], subject) };

  return {
    /** A validator for `#/components/schemas/<name>`. */
    component: <T>(name: string) => wrap<T>(ajv.getSchema(`${documentId}#/components/schemas/${name}`)!),
    /** A validator for a schema of our own that may `$ref` the document's (`openapi.json#/...`). */
    compile: <T>(schema: Record<string, unknown>) => wrap<T>(ajv.compile(schema)),
    /** A validator for a schema at a JSON pointer into the document (e.g. a parameter's schema). */
    at: <T>(pointer: string) => wrap<T>(ajv.getSchema(`${documentId}#${pointer}`)!),
  };
}

export type SchemaValidators = ReturnType<typeof createSchemaValidators>;

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
