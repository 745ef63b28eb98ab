import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createAdminRoutes } from './admin-routes.ts';
import { errorTable } from '../contract/error-table.ts';
import { createMock } from '../internal.ts';
import { sandboxRoutes } from '../sandbox/sandbox-routes.ts';
import { repoRoot } from '../../test/support/child-server.ts';
import { adminErrorStatuses } from '../exchange/errors.ts';

const adminSpec = parse(readFileSync(join(repoRoot, 'spec/admin.openapi.yaml'), 'utf8'));

describe('spec/admin.openapi.yaml', () => {
  it('describes exactly the routes the control plane serves', async () => {
    const mock = await createMock({ count: 1, sandboxes: {} });
    const served = [...createAdminRoutes(mock.controls), ...sandboxRoutes(mock.sandboxes!)]
      .map(({ method, path }) => `${method} ${path === '' ? '/' : path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    const described = Object.entries(adminSpec.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(described).toEqual(served);
    await mock.close();
  });

  it('lists the error codes only the control plane answers with', () => {
    // The control plane's own codes sit in one table (core/exchange/errors.ts); the spec lists the same.
    expect(errorTable(adminSpec.info.description as string)).toEqual(adminErrorStatuses);
  });
});
