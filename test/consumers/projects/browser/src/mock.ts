import { createBrowserAnimalStore, createHandlers } from 'animal-store-mock/msw/browser';
import { mountPanel } from 'animal-store-mock/msw/panel';
import { setupWorker } from 'msw/browser';

/**
 * The mock in the page: a store kept in localStorage, served by MSW's service worker (`npx msw init public`).
 * Start it in development only, so a production build leaves all of it out:
 * `if (import.meta.env.DEV) { const { startMock } = await import('./mock'); await startMock(); }`
 * VITE_ANIMAL_STORE (in .env.development.local) says where the page's requests go: unset or `mock`, this mock;
 * a server's URL (`npx animal-store-mock`: http://127.0.0.1:4010/v1; with `--proxy <url>`, staging), that
 * server: then nothing starts here, and the app sends its requests to import.meta.env.VITE_ANIMAL_STORE.
 */
export async function startMock() {
  const target = import.meta.env.VITE_ANIMAL_STORE;
  if (target && target !== 'mock') {
    if (!/^https?:\/\/./.test(target))
      throw new Error(`VITE_ANIMAL_STORE is "${target}": set mock, or a server's URL like http://127.0.0.1:4010/v1`);
    return undefined;
  }
  const store = await createBrowserAnimalStore({ namespace: 'my-app', apiKeys: ['test-key'] });
  // Without a baseUrl the handlers answer /v1/... on any origin: the page's own (`fetch('/v1/pets')`)
  // and an absolute URL (`https://api.animal-store.example/v1/pets`) alike.
  const worker = setupWorker(...createHandlers(store));
  // msw 3 (msw 2 names it onUnhandledRequest); 'bypass' lets requests to other hosts through.
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
  // The mock's panel over this store: a "Mock panel" button at the bottom right (or Alt+Shift+M)
  // opens the dashboard's views in the page; its views load on the first open. Delete the line to go without.
  mountPanel(store);
  return store;
}
