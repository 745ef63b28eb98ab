import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { errorTable } from '../contract/error-table.ts';
import { repoRoot } from '../../test/support/child-server.ts';
import { adminOnlyErrorStatuses } from '../error-codes.ts';

const adminSpec = parse(readFileSync(join(repoRoot, 'spec/admin.openapi.yaml'), 'utf8'));

describe('spec/admin.openapi.yaml', () => {
  it('lists the error codes only the control plane answers with', () => {
    // Each room declares its own codes (core/world/world-errors.ts, core/pact/pact-errors.ts); the spec lists them all.
    expect(errorTable(adminSpec.info.description as string)).toEqual(adminOnlyErrorStatuses);
  });
});
