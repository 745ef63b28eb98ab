import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { errorTable } from '../contract/error-table.ts';
import { repoRoot } from '../../test/support/child-server.ts';
import { adminErrorStatuses } from '../exchange/errors.ts';

const adminSpec = parse(readFileSync(join(repoRoot, 'spec/admin.openapi.yaml'), 'utf8'));

describe('spec/admin.openapi.yaml', () => {
  it('lists the error codes only the control plane answers with', () => {
    // The control plane's own codes sit in one table (core/exchange/errors.ts); the spec lists the same.
    expect(errorTable(adminSpec.info.description as string)).toEqual(adminErrorStatuses);
  });
});
