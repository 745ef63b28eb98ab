import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const banner = '// Generated from spec/openapi.yaml by `npm run generate`. Do not edit.\n';

/** The generated contract files, keyed by path from the repo root. */
export async function renderContractSources(root: URL): Promise<Record<string, string>> {
  const yamlText = await readFile(new URL('spec/openapi.yaml', root), 'utf8');
  const document: unknown = parse(yamlText);
  const types = astToString(await openapiTS(yamlText));
  return {
    'core/contract/openapi-types.generated.ts': `${banner}${types}`,
    'core/contract/openapi-document.generated.ts':
      `${banner}import type { OpenApiDocument } from './openapi-document.ts';\n\n` +
      `export const openapiDocument: OpenApiDocument = ${JSON.stringify(document, null, 2)};\n`,
  };
}
