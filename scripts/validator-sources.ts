import { escapeToken } from '../core/contract/json-pointer.ts';
import { _, Ajv2020, type Options } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { formats } from '../core/contract/formats.ts';
import type { OpenApiDocument } from '../core/contract/openapi-document.ts';
import { createSpecAjv, documentId } from '../core/contract/spec-ajv.ts';
import { storeDataSchema, storeDataSchemaId } from '../core/store/store-data.ts';
import { storedWorldSchema, storedWorldSchemaId } from '../core/world/stored-world.ts';

const banner = (source: string) =>
  `// Generated from ${source} by \`npm run generate\` (Ajv standalone code). Do not edit.\n` +
  // Ajv writes untyped JavaScript (parameters without types fail strict mode); the modules that
  // import it (contract/spec.ts, store/scenario-schema.ts, world/stored-world.ts, admin/admin-input.ts) give each
  // validator its type.
  "// @ts-nocheck: Ajv's generated JavaScript; the modules that import it type what they import.\n";

// Standalone code reaches for ajv's runtime with `require`, which neither ES modules nor browsers
// have; its one helper used here counts code points, as the spread of a string does.
const ucs2length = 'const ucs2length = (text) => [...text].length;\n';

/** Code generation on: formats are read from the `formats` object the module imports. */
const standalone: Options = { code: { source: true, esm: true, formats: _`formats` } };

/**
 * A module of the spec's validators, compiled once here instead of at every start: every component
 * schema, every other `schema` of the document (parameters, request and response bodies, response
 * headers) and the db file's shape, keyed by the ref they answer to.
 */
export function specValidatorsSource(document: OpenApiDocument): string {
  const ajv = createSpecAjv(document, standalone);
  ajv.addSchema(storeDataSchema, storeDataSchemaId);
  const refs = [
    ...Object.keys(document.components.schemas).map((name) => `${documentId}#/components/schemas/${name}`),
    ...schemaPointers({ paths: document.paths, components: { ...document.components, schemas: {} } }, '').map(
      (pointer) => `${documentId}#${pointer}`,
    ),
    storeDataSchemaId,
  ];
  return moduleSource(ajv, refs, "import { formats } from './formats.ts';", 'spec/openapi.yaml');
}

/** The module of the scenario file's validators (fixtures/scenario.schema.json): the whole file, a failure rule, a world given alone. */
export function scenarioValidatorSource(schema: Record<string, unknown>): string {
  const ajv = scenarioAjv();
  ajv.addSchema(schema, 'scenario');
  return moduleSource(
    ajv,
    ['scenario', 'scenario#/$defs/failureRule', 'scenario#/$defs/world'],
    "import { formats } from '../contract/formats.ts';",
    'fixtures/scenario.schema.json',
  );
}

/** The module of the world's validator: its record in the db file (core/world/stored-world.ts). */
export function worldValidatorsSource(): string {
  const ajv = scenarioAjv();
  ajv.addSchema(storedWorldSchema, storedWorldSchemaId);
  return moduleSource(
    ajv,
    [storedWorldSchemaId],
    "import { formats } from '../contract/formats.ts';",
    'core/world/stored-world.ts',
  );
}

function scenarioAjv(): Ajv2020 {
  // strictRequired is off: the effect rules (`anyOf: [{ required: ['status'] }, ...]`) name
  // properties that the rule defines one level up, which is how JSON Schema says "one of these".
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, verbose: true, ...standalone });
  ajv.addFormat('date-time', formats['date-time']);
  return ajv;
}

/** JSON pointers of every `schema` object under `node` (not looking inside a schema itself). */
function schemaPointers(node: unknown, pointer: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, child]) => {
    const at = `${pointer}/${escapeToken(key)}`;
    return key === 'schema' ? [at] : schemaPointers(child, at);
  });
}

/**
 * Ajv's standalone module of the validators of `refs`, runnable in ES modules and browsers, each
 * listed under its key in `validators` (its ref, unless `keys` names it otherwise).
 */
export function moduleSource(
  ajv: Ajv2020,
  refs: readonly string[],
  imports: string,
  source: string,
  keys: readonly string[] = refs,
): string {
  const generate = standaloneCode as unknown as (ajv: Ajv2020, refs: Record<string, string>) => string;
  let code = generate(ajv, Object.fromEntries(refs.map((ref, index) => [`v${index}`, ref]))).replace(
    /^"use strict";/,
    '',
  );
  code = code.replaceAll('require("ajv/dist/runtime/ucs2length").default', 'ucs2length');
  if (code.includes('require('))
    throw new Error(`the generated validators still require a runtime: ${/require\([^)]*\)/.exec(code)?.[0]}`);
  const table = keys.map((key, index) => `  ${JSON.stringify(key)}: v${index},`).join('\n');
  return `${banner(source)}${imports}\n${code.includes('ucs2length') ? ucs2length : ''}${code}\n\nexport const validators = {\n${table}\n};\n`;
}
