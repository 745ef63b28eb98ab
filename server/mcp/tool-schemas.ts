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
  const file = fromSource ? new URL('./admin-document.json', import.meta.url) : join(packageRoot(), 'dist/admin-document.json');
  try {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
  } catch (error) {
    throw new Error(`The MCP tools' schemas are made by the build: run \`npm run build\` (${(error as Error).message})`, { cause: error });
  }
  return loaded;
}

/** A schema of the admin document by name: `{ "$ref": ... }`, resolved when the tool is listed. */
export const component = (name: string): JsonSchema => ({ $ref: `${componentPrefix}${name}` });

/** The schema of a response (`/paths/~1clock/get`, 200) or of a request body (status omitted). */
export const responseSchema = (operation: string, status: number) => resolve(`${operation}/responses/${status}/content/application~1json/schema`);
export const requestSchema = (operation: string) => resolve(`${operation}/requestBody/content/application~1json/schema`);

/** An object of these properties and no others; `required` names those that must be given (all, unless told). */
export function objectSchema(properties: Record<string, JsonSchema>, required: readonly string[] = Object.keys(properties)): JsonSchema {
  return { type: 'object', properties, ...(required.length > 0 && { required: [...required] }), additionalProperties: false };
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
  const local = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll(`"${componentPrefix}`, '"#/$defs/'));
  return { ...(local(root) as JsonSchema), ...(Object.keys(defs).length > 0 && { $defs: local(defs) }) };
}

function named(ref: string): JsonSchema {
  return resolve(ref.slice(1));
}

function resolve(pointer: string): JsonSchema {
  const found = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, token) => (node as JsonSchema | undefined)?.[token.replaceAll('~1', '/').replaceAll('~0', '~')], adminDocument());
  if (found === undefined || found === null || typeof found !== 'object') throw new TypeError(`spec/admin.openapi.yaml has no schema at ${pointer}`);
  return found as JsonSchema;
}

function refsIn(value: unknown): string[] {
  return [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!);
}
