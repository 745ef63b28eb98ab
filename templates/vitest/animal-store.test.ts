import { expect, test } from 'vitest';

// Written by `animal-store-mock init`: the mock answers through MSW (vitest.setup.ts). Change it or delete it.
test('the mock lists two pets', async () => {
  const response = await fetch('https://api.animal-store.example/v1/pets?limit=2', {
    headers: { Authorization: 'Bearer test-key' },
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toHaveLength(2);
});
