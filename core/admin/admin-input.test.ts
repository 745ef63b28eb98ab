import { describe, expect, it } from 'vitest';
import { checkAdminInput } from './admin-input.ts';
import { adminOperationTable } from './admin-operation-table.generated.ts';

const noBody = async () => null;

describe('checkAdminInput', () => {
  it("reads each query parameter as its schema's type, and fills in the spec's defaults", async () => {
    expect(await checkAdminInput(adminOperationTable.listStorePets, 'limit=5&status=sold', noBody)).toEqual({
      status: 'sold',
      name: '',
      order: 'asc',
      offset: 0,
      limit: 5,
    });
  });

  it("refuses a parameter with the spec's refusal, the value sent in its place", async () => {
    await expect(checkAdminInput(adminOperationTable.listStorePets, 'limit=0x10', noBody)).rejects.toMatchObject({
      code: 'invalid_query',
      message: 'limit must be an integer from 1 to 1000.',
    });
    await expect(checkAdminInput(adminOperationTable.listRequests, 'status=700', noBody)).rejects.toMatchObject({
      code: 'invalid_query',
      message: 'status must be a whole number from 100 to 599, not "700".',
    });
  });

  it("says the schema's rule for a parameter the spec gives no refusal", async () => {
    await expect(checkAdminInput(adminOperationTable.getResilience, 'maxAttempts=0', noBody)).rejects.toMatchObject({
      code: 'invalid_query',
      message: 'maxAttempts must be >= 1.',
    });
  });

  it('leaves a body to its room when the spec gives it no refusal, and never reads it', async () => {
    let read = false;
    const body = async () => ((read = true), { unknown: true });
    expect(await checkAdminInput(adminOperationTable.addFailures, '', body)).toEqual({});
    expect(read).toBe(false);
  });
});
