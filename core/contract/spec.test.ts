import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errorTable } from './error-table.ts';
import { openapiDocument } from './spec.ts';
import { renderContractSources } from '../../scripts/contract-sources.ts';
import { repoRoot } from '../../test/support/child-server.ts';
import { apiErrorStatuses } from '../exchange/errors.ts';

describe('the contract', () => {
  it('has generated files that match spec/openapi.yaml (run `npm run generate` if not)', async () => {
    const sources = await renderContractSources(pathToFileURL(`${repoRoot}/`));
    for (const [path, text] of Object.entries(sources)) {
      expect(readFileSync(join(repoRoot, path), 'utf8'), `${path} is stale`).toBe(text);
    }
  });

  it('documents exactly the error codes the core answers with, with their statuses', () => {
    expect(errorTable(openapiDocument.info.description as string)).toEqual(apiErrorStatuses);
  });

  it('documents the same error codes in docs/api.md', () => {
    expect(errorTable(readFileSync(join(repoRoot, 'docs/api.md'), 'utf8'))).toEqual(apiErrorStatuses);
  });
});
