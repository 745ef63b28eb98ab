import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnimalStore, createHandlers } from '../../mocks/index.ts';

const origin = 'http://msw.sandbox.test';

/** MSW needs no sandboxes (each test process has its own store) and ignores the header. */
describe('the sandbox header in MSW', () => {
  const server = setupServer();
  beforeAll(async () => {
    server.use(...createHandlers(await createAnimalStore({ apiKeys: ['k'] }), { baseUrl: `${origin}/v1` }));
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterAll(() => server.close());

  it.for(['worker-1', 'not a valid name!'])('serves the one store whatever the header says (%s)', async (name) => {
    const created = await fetch(`${origin}/v1/pets`, {
      method: 'POST',
      headers: { authorization: 'Bearer k', 'content-type': 'application/json', 'animal-store-sandbox': name },
      body: JSON.stringify({ name: `from ${name}`, categoryId: 1 }),
    });
    expect(created.status).toBe(201);
    const listed = await fetch(`${origin}/v1/pets?limit=100`, { headers: { authorization: 'Bearer k' } });
    expect(((await listed.json()) as { name: string }[]).map((pet) => pet.name)).toContain(`from ${name}`);
  });
});
