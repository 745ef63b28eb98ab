import { unescapeToken } from '../core/contract/json-pointer.ts';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';
import { booleanValued, constrains, subschemaList, subschemaMap, subschemaOne } from './schema-portability-rules.ts';

type Json = unknown;
type JsonObject = Record<string, Json>;

/**
 * spec/admin.openapi.yaml as one JSON document for the MCP server, made at build time: each schema
 * it refers to in another file (spec/openapi.yaml, the coverage and resilience schemas,
 * fixtures/scenario.schema.json) becomes a component of its own, and every `$ref` stays a `$ref`,
 * now local (`#/components/schemas/Name`): nothing is inlined, so a schema used nine times is
 * written once. Each schema is then spelled portably (`portable`), so the tools' schemas pass the
 * MCP Inspector's strict check. No YAML parser or resolver is needed at run time.
 * @example const document = await bundleAdminDocument(new URL('../', import.meta.url));
 */
export async function bundleAdminDocument(root: URL): Promise<JsonObject> {
  const adminUrl = new URL('spec/admin.openapi.yaml', root);
  const files = new Map<string, Json>();
  const load = async (file: string): Promise<Json> => {
    if (!files.has(file)) {
      const text = await readFile(new URL(file), 'utf8');
      files.set(file, file.endsWith('.json') ? JSON.parse(text) : parse(text));
    }
    return files.get(file);
  };
  const admin = (await load(adminUrl.href)) as JsonObject;
  const ownSchemas = (admin.components as { schemas: Record<string, Json> }).schemas;
  // A component that only points elsewhere lends its name to what it points at.
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(ownSchemas)) {
    const { $ref, ...rest } = schema as JsonObject;
    names.set(`${adminUrl.href}#/components/schemas/${name}`, name);
    if (typeof $ref === 'string' && !$ref.startsWith('#') && Object.keys(rest).length === 0)
      names.set(absolute($ref, adminUrl), name);
  }
  const taken = new Set(names.values());
  const nameOf = (target: string): string => {
    const known = names.get(target);
    if (known !== undefined) return known;
    const [file = '', pointer = ''] = target.split('#');
    const stem = file
      .split('/')
      .at(-1)!
      .replace(/(\.schema)?\.(json|yaml)$/, '');
    const last = pointer.split('/').at(-1) ?? '';
    let name = pointer.startsWith('/components/schemas/') && !taken.has(last) ? last : `${stem}-${last || 'document'}`;
    while (taken.has(name)) name = `${name}_`;
    names.set(target, name);
    taken.add(name);
    return name;
  };

  const schemas: Record<string, Json> = {};
  const pending: string[] = [];
  /** A value of `file` with its `$ref`s made local, each target queued to become a component. */
  const relocate = (value: Json, file: string): Json => {
    if (Array.isArray(value)) return value.map((item) => relocate(item, file));
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (key !== '$ref' || typeof item !== 'string') return [key, relocate(item, file)];
        const target = absolute(item, new URL(file));
        // The admin document's own responses and parameters stay where they are.
        const [targetFile, pointer = ''] = target.split('#');
        if (targetFile === adminUrl.href.split('#')[0] && !pointer.startsWith('/components/schemas/'))
          return [key, `#${pointer}`];
        const name = nameOf(target);
        if (!(name in schemas) && !pending.includes(target)) pending.push(target);
        return [key, `#/components/schemas/${name}`];
      }),
    );
  };

  const { components, paths, ...rest } = admin as JsonObject & { components: JsonObject };
  const bundledPaths = relocate(paths, adminUrl.href);
  const otherComponents = relocate({ ...components, schemas: undefined }, adminUrl.href) as JsonObject;
  for (const name of Object.keys(ownSchemas)) pending.push(`${adminUrl.href}#/components/schemas/${name}`);
  while (pending.length > 0) {
    const target = pending.shift()!;
    const name = nameOf(target);
    if (name in schemas) continue;
    const [file = '', pointer = ''] = target.split('#');
    let found = pointer
      .split('/')
      .slice(1)
      .reduce<Json>((node, token) => (node as JsonObject | undefined)?.[unescape(token)], await load(file));
    if (found === undefined) throw new Error(`${target} points at nothing`);
    // An alias component is replaced by what it names (which took its name).
    const { $ref } = found as JsonObject;
    if (file === adminUrl.href && typeof $ref === 'string' && names.get(absolute($ref, adminUrl)) === name) {
      found = await resolveTarget(absolute($ref, adminUrl), load);
      schemas[name] = withoutIdentity(relocate(found, absolute($ref, adminUrl).split('#')[0]!));
      continue;
    }
    // A whole schema file keeps its content, not its identity; its `$defs` become components when used.
    schemas[name] = withoutIdentity(relocate(found, file));
  }
  const sorted = Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, schema]) => [name, portable(schema)]),
  );
  return {
    ...rest,
    paths: portablePaths(bundledPaths),
    components: {
      ...Object.fromEntries(Object.entries(otherComponents).filter(([, value]) => value !== undefined)),
      schemas: sorted,
    },
  };
}

async function resolveTarget(target: string, load: (file: string) => Promise<Json>): Promise<Json> {
  const [file = '', pointer = ''] = target.split('#');
  const found = pointer
    .split('/')
    .slice(1)
    .reduce<Json>((node, token) => (node as JsonObject | undefined)?.[unescape(token)], await load(file));
  if (found === undefined) throw new Error(`${target} points at nothing`);
  return found;
}

const absolute = (ref: string, base: URL): string => {
  const url = new URL(ref, base);
  return `${url.href.split('#')[0]}#${url.hash.slice(1)}`;
};
const unescape = (token: string) => unescapeToken(decodeURIComponent(token));

function withoutIdentity(schema: Json): Json {
  const { $id: _id, $schema: _schema, $defs: _defs, ...content } = schema as JsonObject;
  return content;
}

/** Every schema under `paths` (request bodies, responses, parameters), made portable. */
function portablePaths(value: Json): Json {
  if (Array.isArray(value)) return value.map(portablePaths);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'schema' ? portable(item) : portablePaths(item)]),
  );
}

// The Inspector's findings, each rewritten into an equivalent spelling: what a schema accepts does not change.
const jsonTypes = ['object', 'array', 'string', 'number', 'boolean', 'null'];
/** Any JSON value, said with a keyword: a schema that constrains nothing is the Inspector's `untyped-schema`. */
const anyValue = () => jsonTypes.map((type) => ({ type }));

/**
 * A schema in the spelling every MCP client reads: a `type` list becomes `anyOf` single types, a
 * bare `true`/`false` schema `{anyOf: every type}`/`{not: {}}` (but where the Inspector allows
 * booleans), and a schema with no validation keyword says "any JSON value" with `anyOf`.
 */
function portable(schema: Json, keyword?: string): Json {
  if (typeof schema === 'boolean') {
    if (keyword !== undefined && booleanValued.has(keyword)) return schema;
    return schema ? { anyOf: anyValue() } : { not: {} };
  }
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const node: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (subschemaMap.includes(key) && value !== null && typeof value === 'object') {
      node[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, portable(sub, key)]));
    } else if (subschemaList.includes(key) && Array.isArray(value)) {
      node[key] = value.map((sub) => portable(sub, key));
    } else if (subschemaOne.includes(key)) {
      node[key] = Array.isArray(value) ? value.map((sub) => portable(sub, key)) : portable(value, key);
    } else {
      node[key] = value;
    }
  }
  if (Array.isArray(node.type)) {
    const branches = { anyOf: (node.type as string[]).map((type) => ({ type })) };
    delete node.type;
    if (node.anyOf === undefined) Object.assign(node, branches);
    else node.allOf = [...((node.allOf as Json[] | undefined) ?? []), branches];
  }
  if (keyword !== 'not' && !constrains(node)) node.anyOf = anyValue();
  return node;
}
