import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createAdminOperations } from '../../core/admin/admin-operations.ts';
import { adminOperationTable } from '../../core/admin/admin-operation-table.generated.ts';
import { createAdminRoutes } from '../../core/admin/admin-routes.ts';
import { createMock } from '../../core/internal.ts';
import { sandboxRoutes } from '../../core/admin/sandbox-routes.ts';
import { createMcpRoutes } from '../../server/mcp/mcp-routes.ts';
import { renderAdminOperationSources } from '../../scripts/admin-operation-sources.ts';
import { repoRoot } from '../support/child-server.ts';

const adminSpec = parse(readFileSync(join(repoRoot, 'spec/admin.openapi.yaml'), 'utf8'));
const described = Object.values(adminSpec.paths as Record<string, Record<string, { operationId: string }>>)
  .flatMap((item) => Object.values(item).map(({ operationId }) => operationId))
  .sort();

// The router, the input checks and the clients come from the table: a handler is all an operation adds.
describe('the admin operations', () => {
  it('have one handler each, and every handler an operation of spec/admin.openapi.yaml', async () => {
    const mock = await createMock({ count: 1, sandboxes: {} });
    const reach = { operations: createAdminOperations(mock.controls), sandboxes: undefined };
    const handled = [
      ...createAdminRoutes(mock.controls),
      ...sandboxRoutes(mock.sandboxes!),
      ...createMcpRoutes().routes(reach),
    ].map(({ operationId }) => operationId);
    expect(handled.toSorted()).toEqual(described);
    await mock.close();
  });

  it('are the table and validators generated from the spec (run `npm run generate` if not)', async () => {
    expect(Object.keys(adminOperationTable).sort()).toEqual(described);
    for (const [path, text] of Object.entries(await renderAdminOperationSources(pathToFileURL(`${repoRoot}/`)))) {
      expect(readFileSync(join(repoRoot, path), 'utf8'), `${path} is stale`).toBe(text);
    }
  });
});
