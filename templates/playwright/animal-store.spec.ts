import { expect, test } from 'animal-store-mock/playwright';

// `request` (and the page) send this test's sandbox header: its pets, rules and clock are its own.
test('the mock answers a 503 once, then the pets', async ({ request, sandbox }) => {
  await sandbox.failures.add({ operationId: 'listPets', status: 503, times: 1 });
  const headers = { Authorization: 'Bearer dev' };
  expect((await request.get('http://127.0.0.1:4010/v1/pets?limit=2', { headers })).status()).toBe(503);
  const pets = await request.get('http://127.0.0.1:4010/v1/pets?limit=2', { headers });
  expect(await pets.json()).toHaveLength(2);
  expect(await sandbox.journal.list()).toHaveLength(2);
});
