import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import { formats } from './formats.ts';
import { documentId, type OpenApiDocument } from './openapi-document.ts';

export { documentId };

/**
 * The one Ajv set-up for the spec's schemas: used to generate the core's validators
 * (`npm run generate`) and by the contract tests, which compile any pointer at run time. The core
 * itself never loads Ajv.
 */
export function createSpecAjv(document: Pick<OpenApiDocument, 'components' | 'paths'>, options: Options = {}): Ajv2020 {
  // The spec is linted in `npm test`; checking it against the meta-schema again only costs time.
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateSchema: false, ...options });
  ajv.addKeyword('components').addKeyword('paths').addKeyword('example');
  ajv.addFormat('int64', formats.int64).addFormat('int32', formats.int32);
  ajv.addSchema({ $id: documentId, components: document.components, paths: document.paths });
  return ajv;
}
