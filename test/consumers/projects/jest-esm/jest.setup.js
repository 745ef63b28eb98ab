import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { createAnimalStore, createHandlers } from 'animal-store-mock/msw';
import { setupServer } from 'msw/node';

export const store = await createAnimalStore({ seed: 42, apiKeys: ['test-key'] });
export const server = setupServer(...createHandlers(store, { baseUrl: 'https://api.animal-store.example/v1' }));

// msw 3 (msw 2 names it onUnhandledRequest); 'bypass' lets requests to other hosts through.
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
afterEach(async () => {
  server.resetHandlers();
  await store.reset();
});
afterAll(() => server.close());
