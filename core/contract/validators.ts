import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from './openapi-document.ts';

/** Checks a value against one schema of the spec; problems name the field. */
export type Validator<T> = (value: unknown, subject?: string) => ValidationResult<T>;
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: string[]; issues: ValidationIssue[] };

/** One problem, where it is: `path` is a JSON path into the value (`$[0].id`), `rule` what it breaks. */
export interface ValidationIssue {
  path: string;
  rule: string;
}

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

  const wrap = <T>(validate: ValidateFunction): Validator<T> => (value, subject = '') => {
    if (validate(value)) return { ok: true, value: value as T };
    const described = describeErrors(validate.errors ?? []);
    return {
      ok: false,
      problems: described.map(({ segments, rule }) => `${[subject, ...segments].filter(Boolean).join('.') || 'value'} ${rule}`),
      issues: described.map(({ segments, rule }) => ({ path: jsonPath(segments), rule })),
    };
  };

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

/** An error as the field's segments (JSON pointer parts, the missing property last) and the rule broken. */
interface DescribedError {
  segments: string[];
  rule: string;
}

function describeErrors(errors: ErrorObject[]): DescribedError[] {
  const typeFailed = new Set(errors.filter((e) => e.keyword === 'type').map((e) => e.instancePath));
  return errors.filter((e) => e.keyword === 'type' || !typeFailed.has(e.instancePath)).map(describeError);
}

function describeError(error: ErrorObject): DescribedError {
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
        rule: params.format === 'int64' ? `must be an integer between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}` : 'must be a 32-bit integer',
      };
    default:
      return { segments, rule: error.message ?? 'is invalid' };
  }
}

/** `$`, then `.name` or `[3]` or `["odd key"]` per segment (JSON pointer escapes undone). */
function jsonPath(segments: readonly string[]): string {
  return `$${segments
    .map((raw) => raw.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : /^[A-Za-z_$][\w$]*$/.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`))
    .join('')}`;
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
