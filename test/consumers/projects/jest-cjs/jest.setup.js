const { createAnimalStore, createHandlers } = require('animal-store-mock/msw');
const { setupServer } = require('msw/node');

/** The mock API, for every test file: `const mock = require('./jest.setup')`, then `mock.store`. */
const mock = {};

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

module.exports = mock;
