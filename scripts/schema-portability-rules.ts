// The MCP Inspector's schema-portability rules (`--strict`; its core/json/schemaLint.ts in 2.12):
// which keywords hold subschemas, which may hold a bare boolean, and which constrain a value. The
// build rewrites what they would flag (bundle-admin-document.ts); test/http checks the tools by them.

/** Where a bare `true`/`false` is allowed. */
export const booleanValued = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'additionalItems',
  'unevaluatedItems',
]);
/** Keywords holding one subschema (`items` may hold a list). */
export const subschemaOne = [
  'items',
  'contains',
  'not',
  'propertyNames',
  'if',
  'then',
  'else',
  ...booleanValued,
  'contentSchema',
];
export const subschemaList = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
export const subschemaMap = [
  'properties',
  'patternProperties',
  'dependentSchemas',
  'dependencies',
  '$defs',
  'definitions',
];

const constraining = new Set([
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
  'contentMediaType',
  'contentEncoding',
  'contentSchema',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'required',
  'dependentRequired',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'items',
  'prefixItems',
  'contains',
  'additionalItems',
  'unevaluatedItems',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'dependentSchemas',
  'dependencies',
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
]);

/** Whether a schema object says anything about a value (`if` counts only with `then` or `else`). */
export function constrains(node: Record<string, unknown>): boolean {
  return Object.keys(node).some((key) => constraining.has(key)) || ('if' in node && ('then' in node || 'else' in node));
}
