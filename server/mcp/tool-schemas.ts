import { escapeToken, valueAt } from '../../core/contract/json-pointer.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromSource, packageRoot } from '../package-root.ts';

/** A JSON Schema, as the MCP tools list it. */
export type JsonSchema = Record<string, unknown>;

const componentPrefix = '#/components/schemas/';

let loaded: JsonSchema | undefined;

/**
 * spec/admin.openapi.yaml, bundled at build time (scripts/bundle-admin-document.ts): its schemas
 * and those it refers to in other files, each once under `components.schemas`, every `$ref` local.
 * Read on the first MCP request, not at start.
 */
export function adminDocument(): JsonSchema {
  if (loaded) return loaded;
  // Beside this module in a checkout (gitignored); in dist/ of the package, where the bundle's chunks sit elsewhere.
  const file = fromSource
    ? new URL('./admin-document.json', import.meta.url)
    : join(packageRoot(), 'dist/admin-document.json');
  try {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new Error(
      `The MCP tools' schemas are made by the build: run \`npm run build\` (${(error as Error).message})`,
      { cause: error },
    );
  }
  return loaded;
}

/** A schema of the admin document by name: `{ "$ref": ... }`, resolved when the tool is listed. */
export const component = (name: string): JsonSchema => ({ $ref: `${componentPrefix}${name}` });

/** The schema of an operation's response (`getClock`, 200) or of its request body, by its operationId. */
export const responseSchema = (operationId: string, status: number) =>
  resolve(`${pointerOf(operationId)}/responses/${status}/content/application~1json/schema`);
export const requestSchema = (operationId: string) =>
  resolve(`${pointerOf(operationId)}/requestBody/content/application~1json/schema`);

let routes: Map<string, { method: string; path: string }> | undefined;

/**
 * An operation's method and path (relative to `/__admin`, `{name}` for a parameter), as the admin
 * document gives them: the one index of its operations, for the tools' schemas and the HTTP client.
 * @example operationRoute('getClock') // { method: 'GET', path: '/clock' }
 */
export function operationRoute(operationId: string): { method: string; path: string } {
  routes ??= new Map(
    Object.entries(adminDocument().paths as Record<string, Record<string, { operationId?: string }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).flatMap(([method, { operationId: id }]) =>
          id === undefined ? [] : [[id, { method: method.toUpperCase(), path }]],
        ),
    ),
  );
  const route = routes.get(operationId);
  if (!route) throw new TypeError(`spec/admin.openapi.yaml has no operation ${operationId}`);
  return route;
}

function pointerOf(operationId: string): string {
  const { method, path } = operationRoute(operationId);
  return `/paths/${escapeToken(path)}/${method.toLowerCase()}`;
}

/** An object of these properties and no others; `required` names those that must be given (all, unless told). */
export function objectSchema(
  properties: Record<string, JsonSchema>,
  required: readonly string[] = Object.keys(properties),
): JsonSchema {
  return {
    type: 'object',
    properties,
    ...(required.length > 0 && { required: [...required] }),
    additionalProperties: false,
  };
}

/**
 * A tool's schema made whole: the root an object (a root `$ref` followed), and the components it
 * reaches copied under `$defs`, each `$ref` pointing there: the spec's schemas, not restated, and
 * written once each however often they are used.
 * @example selfContained(objectSchema({ rule: component('FailureRule') }))
 */
export function selfContained(schema: JsonSchema): JsonSchema {
  const root = typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? named(schema.$ref) : schema;
  const defs: Record<string, unknown> = {};
  const queue = [...refsIn(root)];
  while (queue.length > 0) {
    const name = queue.shift()!;
    if (name in defs) continue;
    defs[name] = named(`${componentPrefix}${name}`);
    queue.push(...refsIn(defs[name]));
  }
  const local = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll(`"${componentPrefix}`, '"#/$defs/'));
  return { ...(local(root) as JsonSchema), ...(Object.keys(defs).length > 0 && { $defs: local(defs) }) };
}

function named(ref: string): JsonSchema {
  return resolve(ref.slice(1));
}

function resolve(pointer: string): JsonSchema {
  const found = valueAt(adminDocument(), pointer);
  if (found === undefined || found === null || typeof found !== 'object')
    throw new TypeError(`spec/admin.openapi.yaml has no schema at ${pointer}`);
  return found as JsonSchema;
}

function refsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!);
}
