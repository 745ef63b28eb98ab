import { createBrowserAnimalStore, createHandlers } from 'animal-store-mock/msw/browser';
import { setupWorker } from 'msw/browser';

/** The mock in the page: a store kept in localStorage, served by MSW's service worker (`npx msw init public`). */
export async function startMock() {
  const store = await createBrowserAnimalStore({ namespace: 'my-app', apiKeys: ['test-key'] });
  const worker = setupWorker(...createHandlers(store, { baseUrl: 'https://api.animal-store.example/v1' }));
  // msw 3 (msw 2 names it onUnhandledRequest); 'bypass' lets requests to other hosts through.
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  return store;
}
