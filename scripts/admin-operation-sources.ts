import { _ } from 'ajv/dist/2020.js';
import type { OpenApiDocument } from '../core/contract/openapi-document.ts';
import { formats } from '../core/contract/formats.ts';
import { escapeToken } from '../core/contract/json-pointer.ts';
import { createSpecAjv, documentId } from '../core/contract/spec-ajv.ts';
import { bundleAdminDocument } from './bundle-admin-document.ts';
import { moduleSource } from './validator-sources.ts';

const banner = '// Generated from spec/admin.openapi.yaml by `npm run generate`. Do not edit.\n';

type Json = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Json;
  'x-refusal'?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Json }>; 'x-refusal'?: string };
}

/**
 * The admin API's operation table and the validators of its inputs, from spec/admin.openapi.yaml
 * (bundled, so every schema it refers to is local): the table is small and loaded with the
 * control plane; the validators load on the first admin request that has input to check.
 */
export async function renderAdminOperationSources(root: URL): Promise<Record<string, string>> {
  const document = (await bundleAdminDocument(root)) as unknown as OpenApiDocument;
  const rows: string[] = [];
  const checked: string[] = [];
  const shapes: Record<string, Json> = {};
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) {
      const pointer = `/paths/${escapeToken(path)}/${method}`;
      const query = (operation.parameters ?? []).flatMap((parameter, index) => {
        if (parameter.in !== 'query') return [];
        checked.push(`${pointer}/parameters/${index}/schema`);
        return [
          {
            name: parameter.name,
            schema: `${pointer}/parameters/${index}/schema`,
            ...(parameter.schema?.default !== undefined && { default: parameter.schema.default }),
            ...(parameter['x-refusal'] !== undefined && { refusal: parameter['x-refusal'] }),
          },
        ];
      });
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const refusal = operation.requestBody?.['x-refusal'];
      const fields = fieldRefusals(bodySchema);
      // With a refusal, its shape is checked, and each field the spec gives a refusal: the other fields
      // are their room's (a world, a scenario), refused with the room's own codes.
      const shape = `/components/x-body-shapes/${operation.operationId}`;
      const body = bodySchema
        ? {
            schema: refusal === undefined ? `${pointer}/requestBody/content/application~1json/schema` : shape,
            required: operation.requestBody?.required === true,
            ...(refusal !== undefined && { refusal }),
            ...(refusal !== undefined && Object.keys(fields).length > 0 && { fields }),
          }
        : undefined;
      // A body without a refusal is its room's to check (core/admin/admin-input.ts): no validator of its own.
      if (bodySchema && refusal !== undefined) {
        shapes[operation.operationId] = shapeOf(bodySchema);
        checked.push(shape);
      }
      const row = {
        method: method.toUpperCase(),
        path: path === '/' ? '' : path.replace(/\{(\w+)\}/g, ':$1'),
        query,
        ...(body && { body }),
      };
      rows.push(`  ${operation.operationId}: ${JSON.stringify(row)},`);
    }
  }
  return {
    'core/admin/admin-operation-table.generated.ts':
      `${banner}import type { AdminOperation } from '../../spec/admin-types.ts';\nimport type { AdminOperationRow } from './admin-operation-row.ts';\n\n` +
      `/** Every operation of the admin API by its operationId: its route and the inputs its validators check. */\n` +
      // Typed by the spec's operations, not as a literal: its declaration stays one line in the package.
      `export const adminOperationTable: Readonly<Record<AdminOperation, AdminOperationRow>> = {\n${rows.join('\n')}\n};\n`,
    'core/admin/admin-validators.generated.ts': validatorsSource(withBodyShapes(document, shapes), checked),
  };
}

/** The message for each field of a body whose schema gives one (`x-refusal` beside the field's schema). */
function fieldRefusals(schema: Json | undefined): Record<string, string> {
  const properties = (schema?.properties ?? {}) as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(properties).flatMap(([name, field]) =>
      typeof field['x-refusal'] === 'string' ? [[name, field['x-refusal']]] : [],
    ),
  );
}

/** Keys that say what a schema means, never what it accepts: the generated code would carry each one. */
const annotation = (key: string) => key === 'description' || key === 'example' || key.startsWith('x-');
/** Maps whose keys are names (of fields, schemas), not keywords. */
const nameMaps = new Set(['properties', 'patternProperties', '$defs', 'schemas']);

/** The document to compile: every annotation left out, and the bodies' shapes where their pointers say. */
function withBodyShapes(document: OpenApiDocument, shapes: Record<string, Json>): OpenApiDocument {
  const bare = withoutAnnotations(document);
  return { ...bare, components: { ...bare.components, 'x-body-shapes': withoutAnnotations(shapes, true) } };
}

/** A schema or document with every annotation left out, names kept (a field may be called `description`). */
function withoutAnnotations<T>(value: T, names = false): T {
  if (Array.isArray(value)) return value.map((item) => withoutAnnotations(item)) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      !names && annotation(key) ? [] : [[key, withoutAnnotations(inner, !names && nameMaps.has(key))]],
    ),
  ) as T;
}

/** The body's schema with each field that has no refusal let through (`true`), for its room to check. */
function shapeOf(schema: Json): Json {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [name, field['x-refusal'] === undefined ? true : field]),
    ),
  };
}

function validatorsSource(document: OpenApiDocument, pointers: readonly string[]): string {
  // Not strict: the bundle's portable spelling (for the MCP Inspector) is not Ajv's strict form, and a
  // format the core has no check for (`uri`) is left to the handler, as it is today.
  const ajv = createSpecAjv(document, {
    // A refusal names the first problem only: stopping there keeps the generated code small.
    allErrors: false,
    strict: false,
    logger: false,
    code: { source: true, esm: true, formats: _`formats` },
  });
  for (const [name, format] of Object.entries(formats)) if (!ajv.formats[name]) ajv.addFormat(name, format);
  return moduleSource(
    ajv,
    pointers.map((pointer) => `${documentId}#${pointer}`),
    "import { formats } from '../contract/formats.ts';",
    'spec/admin.openapi.yaml',
    pointers,
  );
}
