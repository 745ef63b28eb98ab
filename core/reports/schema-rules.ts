import { valueAt } from '../contract/json-pointer.ts';
import { openapiDocument } from '../contract/spec.ts';
import type { SchemaObject } from '../contract/openapi-document.ts';
import type { Matcher, MatcherList } from './pact-types.ts';

/** How long a list may be: `max` from the request's `limit` (or its default), `min` 1 when the answer held items. */
export interface ListBounds {
  min?: number;
  max?: number;
}

const rule = (matcher: Matcher): MatcherList => ({ combine: 'AND', matchers: [matcher] });

/**
 * Pact body matching rules derived from a schema of spec/openapi.yaml (refs followed, `allOf`
 * merged): a type for every field, `integer` for integers, a regex for an enum, and `bounds` on a
 * list, so the provider is held to the contract's shape rather than to the example's values.
 * @example schemaRules({ $ref: '#/components/schemas/Pet' })['$.id'] // { combine: 'AND', matchers: [{ match: 'integer' }] }
 */
export function schemaRules(schema: SchemaObject, bounds: ListBounds = {}, path = '$'): Record<string, MatcherList> {
  const resolved = resolveSchema(schema);
  const rules: Record<string, MatcherList> = {};
  const enumValues = resolved['enum'];
  if (Array.isArray(enumValues)) {
    rules[path] = rule({
      match: 'regex',
      regex: `^(${enumValues.map((value) => escapeRegex(String(value))).join('|')})$`,
    });
    return rules;
  }
  switch (resolved['type']) {
    case 'array':
      rules[path] = rule({ match: 'type', ...bounds });
      Object.assign(rules, schemaRules(resolved['items'] as SchemaObject, {}, `${path}[*]`));
      break;
    case 'object':
      for (const [name, property] of Object.entries((resolved['properties'] ?? {}) as Record<string, SchemaObject>)) {
        Object.assign(rules, schemaRules(property, {}, `${path}.${name}`));
      }
      break;
    case 'integer':
      rules[path] = rule({ match: 'integer' });
      break;
    case 'number':
      rules[path] = rule({ match: 'number' });
      break;
    case undefined:
      break;
    default:
      rules[path] = rule({ match: 'type' });
  }
  return rules;
}

/** A schema with its `$ref` followed and its `allOf` parts merged into one object schema. */
export function resolveSchema(schema: SchemaObject): SchemaObject {
  const ref = schema['$ref'];
  if (typeof ref === 'string') return resolveSchema(pointerOf(ref));
  const parts = schema['allOf'];
  if (!Array.isArray(parts)) return schema;
  const merged: SchemaObject = { type: 'object', properties: {}, required: [] };
  for (const part of parts.map((one) => resolveSchema(one as SchemaObject))) {
    Object.assign(merged['properties'] as object, part['properties'] ?? {});
    (merged['required'] as string[]).push(...((part['required'] ?? []) as string[]));
  }
  return merged;
}

/** The part of spec/openapi.yaml a local `$ref` (`#/components/...`) points at. */
export function pointerOf(ref: string): SchemaObject {
  const node = valueAt(openapiDocument, ref.replace(/^#/, ''));
  if (node === undefined) throw new TypeError(`spec/openapi.yaml has nothing at ${ref}`);
  return node as SchemaObject;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
