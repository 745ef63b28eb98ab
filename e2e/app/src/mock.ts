import { setupWorker } from 'msw/browser';
import { createBrowserAnimalStore, createHandlers, type AnimalStore } from '../../../mocks/browser.ts';

export interface MockOptions {
  baseUrl: string;
  /** Keys the in-browser store accepts. */
  apiKeys: string[];
  scenario: string;
  /** localStorage key suffix: the store lives under `animal-store-mock:<namespace>`. */
  namespace: string;
}

/**
 * Starts MSW's service worker over the repository's browser store (kept in localStorage, so it
 * survives reloads) and resolves once requests to `baseUrl` are intercepted.
 */
export async function startMock({ baseUrl, apiKeys, scenario, namespace }: MockOptions): Promise<AnimalStore> {
  performance.mark('mock:start');
  const store = await createBrowserAnimalStore({ namespace, apiKeys, scenario });
  performance.mark('mock:store-ready');
  const worker = setupWorker(...createHandlers(store, { baseUrl }));
  await worker.start({
    quiet: true,
    // Vite's own module requests go through the worker too: let them pass silently.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  performance.mark('mock:worker-ready');
  return store;
}
