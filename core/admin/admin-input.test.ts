import { describe, expect, it } from 'vitest';
import { checkAdminBody, checkAdminInput } from './admin-input.ts';
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

describe('checkAdminBody', () => {
  const sent = (body: unknown) => async () => body;

  it('refuses a field with its own refusal, the value sent in its place', async () => {
    await expect(checkAdminBody(adminOperationTable.setClock, sent({ speed: 1e300 }))).rejects.toMatchObject({
      code: 'invalid_body',
      message: 'speed must be a number from 0 to 1000000 (0 frozen, 1 real time), not 1e+300. Nothing changed.',
    });
    await expect(checkAdminBody(adminOperationTable.advanceClock, sent({ by: 'soon' }))).rejects.toMatchObject({
      message: expect.stringMatching(/^by must be a duration .*, not "soon"\. Nothing changed\.$/),
    });
  });

  it('echoes a long value sent only in part', async () => {
    const long = 'x'.repeat(10_000);
    const refused = await checkAdminBody(adminOperationTable.setClock, sent({ now: long })).catch((error) => error);
    expect(refused.message).toContain(`not "${'x'.repeat(79)}…`);
    expect(refused.message.length).toBeLessThan(300);
  });

  it("refuses a body of the wrong shape in the body's words, what is wrong put in its place", async () => {
    await expect(checkAdminBody(adminOperationTable.advanceClock, sent({}))).rejects.toMatchObject({
      message: 'Send {"by": "2h"} (a duration, or ms) or {"to": "<ISO 8601 date>"}.',
    });
    await expect(checkAdminBody(adminOperationTable.createSandbox, sent({ colour: 'red' }))).rejects.toMatchObject({
      message: 'Send a JSON object: { name?, scenario?, seed?, count? } (colour is not a known field).',
    });
    await expect(checkAdminBody(adminOperationTable.setWorld, sent(null))).rejects.toMatchObject({
      code: 'invalid_body',
    });
  });

  it('accepts the dates JavaScript writes, and leaves the fields without a refusal to their room', async () => {
    for (const now of [
      '2030-01-01T09:00:00Z',
      '2030-01-01 09:00:00Z',
      '2030-01-01T09:00',
      '2030-01-01',
      '+275760-09-13T00:00:00.000Z',
      null,
    ])
      await expect(checkAdminBody(adminOperationTable.setClock, sent({ now }))).resolves.toBeUndefined();
    await expect(checkAdminBody(adminOperationTable.setWorld, sent({ world: 'any world' }))).resolves.toBeUndefined();
    await expect(
      checkAdminBody(adminOperationTable.createSandbox, sent({ name: 'a b', scenario: { not: 'one' } })),
    ).resolves.toBeUndefined();
    // An optional body left out is no body to check.
    await expect(checkAdminBody(adminOperationTable.createSandbox, sent(null))).resolves.toBeUndefined();
  });
});
