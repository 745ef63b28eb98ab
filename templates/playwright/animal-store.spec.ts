import { expect, test } from 'animal-store-mock/playwright';

// `request` (and the page) send this test's sandbox header: its pets, rules and clock are its own.
test('the mock answers a 503 once, then the pets', async ({ request, sandbox, animalStoreUrl }) => {
  await sandbox.failures.add({ operationId: 'listPets', status: 503, times: 1 });
  const headers = { Authorization: 'Bearer dev' };
  const refused = await request.get(`${animalStoreUrl}/pets?limit=2`, { headers });
  expect(refused.status()).toBe(503);
  // A careful client waits as long as Retry-After says before it asks again (the resilience gate checks it).
  await new Promise((resolve) => setTimeout(resolve, Number(refused.headers()['retry-after'] ?? 1) * 1000));
  const pets = await request.get(`${animalStoreUrl}/pets?limit=2`, { headers });
  expect(await pets.json()).toHaveLength(2);
  expect(await sandbox.journal.list()).toHaveLength(2);
});

test('a create that ended in a reset is looked for in the list before it is sent again', async ({
  request,
  sandbox,
  animalStoreUrl,
}) => {
  await sandbox.failures.add({ operationId: 'createPet', fault: 'reset', times: 1 });
  const headers = { Authorization: 'Bearer dev' };
  const data = { name: 'Biscuit', categoryId: 3 };
  await expect(request.post(`${animalStoreUrl}/pets`, { headers, data })).rejects.toThrow();
  // The pet may have been made before the connection dropped: a careful client looks before it creates again.
  const listed = await request.get(`${animalStoreUrl}/pets?limit=100`, { headers });
  expect(listed.status()).toBe(200);
  expect((await request.post(`${animalStoreUrl}/pets`, { headers, data })).status()).toBe(201);
});
