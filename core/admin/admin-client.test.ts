import { describe, expect, it } from 'vitest';
import { createMock, fetchHandler } from '../internal.ts';
import { createAdminClient } from './admin-client.ts';

describe('createAdminClient', () => {
  it('calls an operation by its operationId in process, past the same door as HTTP', async () => {
    const mock = await createMock({ count: 3, adminToken: 'secret' });
    const admin = (headers: Record<string, string>) => createAdminClient({ fetch: fetchHandler(mock.admin), headers });
    const page = await admin({ authorization: 'Bearer secret' }).call('listStorePets', { query: { limit: 2 } });
    expect(page.ok && [page.value.total, page.value.pets.length]).toEqual([3, 2]);
    const refused = await admin({}).call('getClock');
    expect(refused.ok || [refused.status, refused.error.code]).toEqual([401, 'unauthorized']);
    await mock.close();
  });

  it("answers a refusal as the admin API's Error body", async () => {
    const mock = await createMock({ count: 1 });
    const outcome = await createAdminClient({ fetch: fetchHandler(mock.admin) }).call('listStorePets', {
      query: { limit: 0 },
    });
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      request: 'GET /__admin/store/pets?limit=0',
      error: { code: 'invalid_query', message: 'limit must be an integer from 1 to 1000.', status: 400 },
    });
    await mock.close();
  });

  it("fills an operation's path and query from the table", () => {
    const client = createAdminClient({ origin: 'http://127.0.0.1:4010' });
    expect(client.url('explainRequest', { params: { id: 7 } })).toBe(
      'http://127.0.0.1:4010/__admin/requests/7/explain',
    );
    expect(client.url('listWorldEvents', { query: { since: 3 } })).toBe(
      'http://127.0.0.1:4010/__admin/world/events?since=3',
    );
  });
});
