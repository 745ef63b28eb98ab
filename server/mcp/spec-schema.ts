import { z } from 'zod';
import { adminDocument } from './admin-document.generated.ts';

type JsonSchema = Record<string, unknown>;

/**
 * A schema of spec/admin.openapi.yaml as Zod, the form the MCP SDK takes tool schemas in, so that
 * no tool restates a schema of the spec. `pointer` is a JSON pointer into the admin document.
 * Zod cannot express `not` nor `unevaluatedProperties`, so both are left out: the schema is then
 * the spec's, loosened only (a failure rule takes unknown fields here). The admin API still checks
 * the whole spec: a rule with both `status` and `fault` is its 400 `invalid_rule`, a tool error.
 * @example specSchema('/components/schemas/Clock').parse({ now: '...', ... })
 */
export function specSchema(pointer: string): z.ZodType {
  return z.fromJSONSchema(loosened(resolve(pointer)) as z.core.JSONSchema.JSONSchema);
}

/** The same for an object schema, as an object whose fields a tool's arguments can extend. */
export function specObject(pointer: string): z.ZodObject {
  const schema = specSchema(pointer);
  if (!(schema instanceof z.ZodObject)) throw new TypeError(`${pointer} is not an object schema`);
  return schema;
}

/** The JSON schema of a response (`/paths/~1clock/get`, 200) or of a request body (status omitted). */
export const responsePointer = (operation: string, status: number) => `${operation}/responses/${status}/content/application~1json/schema`;
export const requestPointer = (operation: string) => `${operation}/requestBody/content/application~1json/schema`;

function resolve(pointer: string): unknown {
  const found = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, token) => (node as JsonSchema | undefined)?.[token.replaceAll('~1', '/').replaceAll('~0', '~')], adminDocument);
  if (found === undefined) throw new TypeError(`spec/admin.openapi.yaml has nothing at ${pointer}`);
  return found;
}

const inexpressible = new Set(['not', 'unevaluatedProperties']);

function loosened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(loosened);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([name]) => !inexpressible.has(name)).map(([name, item]) => [name, loosened(item)]));
}
