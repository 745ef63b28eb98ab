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
      const body = operation.requestBody?.content['application/json']?.schema
        ? {
            schema: `${pointer}/requestBody/content/application~1json/schema`,
            required: operation.requestBody.required === true,
            ...(operation.requestBody['x-refusal'] !== undefined && { refusal: operation.requestBody['x-refusal'] }),
          }
        : undefined;
      // A body without a refusal is its room's to check (core/admin/admin-input.ts): no validator of its own.
      if (body?.refusal !== undefined) checked.push(body.schema);
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
      `${banner}import type { AdminOperationRow } from './admin-operation-row.ts';\n\n` +
      `/** Every operation of the admin API by its operationId: its route and the inputs its validators check. */\n` +
      `export const adminOperationTable = {\n${rows.join('\n')}\n} as const satisfies Record<string, AdminOperationRow>;\n`,
    'core/admin/admin-validators.generated.ts': validatorsSource(document, checked),
  };
}

function validatorsSource(document: OpenApiDocument, pointers: readonly string[]): string {
  // Not strict: the bundle's portable spelling (for the MCP Inspector) is not Ajv's strict form, and a
  // format the core has no check for (`uri`) is left to the handler, as it is today.
  const ajv = createSpecAjv(document, {
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
