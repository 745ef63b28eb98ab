import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { createAnimalStore, createHandlers, type AnimalStore } from 'animal-store-mock/msw';
import { setupServer } from 'msw/node';

/** The mock API, for every test file: `import { mock } from './jest.setup'`, then `mock.store`. */
export const mock = {} as { store: AnimalStore; server: ReturnType<typeof setupServer> };

beforeAll(async () => {
  mock.store = await createAnimalStore({ seed: 42, apiKeys: ['test-key'] });
  mock.server = setupServer(...createHandlers(mock.store, { baseUrl: 'https://api.animal-store.example/v1' }));
  // msw 2 (msw 3 names it onUnhandledFrame); 'bypass' lets requests to other hosts through.
  mock.server.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(async () => {
  mock.server.resetHandlers();
  await mock.store.reset();
});
afterAll(() => mock.server.close());
