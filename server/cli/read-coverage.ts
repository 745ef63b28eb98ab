import { Ajv2020 } from 'ajv/dist/2020.js';
import type { CoverageDocument } from '../../core/coverage/index.ts';
import schema from '../../spec/coverage.schema.json' with { type: 'json' };
import { readAdminDocuments, type AdminDocumentKind } from './read-admin-documents.ts';

export { SourceInputError as CoverageInputError } from './read-admin-documents.ts';

const coverageKind: AdminDocumentKind<CoverageDocument> = {
  route: '/coverage',
  label: 'coverage JSON',
  validate: new Ajv2020({ allErrors: true, strict: false }).compile<CoverageDocument>(schema),
};

/**
 * The coverage documents of the sources given on the command line: JSON files, folders of them
 * (what the Playwright fixture writes), or a running server's URL (its `/__admin/coverage`).
 * @example await readCoverageSources(['coverage/', 'http://127.0.0.1:4010'], { adminToken })
 */
export function readCoverageSources(sources: readonly string[], { adminToken }: { adminToken?: string | undefined }): Promise<CoverageDocument[]> {
  return readAdminDocuments(sources, coverageKind, { adminToken });
}
