import { setupWorker } from 'msw/browser';
import { createBrowserAnimalStore, createHandlers, type AnimalStore } from 'animal-store-mock/msw/browser';

export interface MockOptions {
  baseUrl: string;
  /** Keys the in-browser store accepts. */
  apiKeys: string[];
  scenario: string;
  /** localStorage key suffix: the store lives under `animal-store-mock:<namespace>`. */
  namespace: string;
  /** Proxy mode: forward to this base URL instead of answering from the store. */
  upstream: string | undefined;
}

/**
 * Starts MSW's service worker over the repository's browser store (kept in localStorage, so it
 * survives reloads) and resolves once requests to `baseUrl` are intercepted.
 */
export async function startMock({
  baseUrl,
  apiKeys,
  scenario,
  namespace,
  upstream,
}: MockOptions): Promise<AnimalStore> {
  // docs/msw-and-test-stacks.md's browser example, line for line (test/readme-examples.test.ts keeps them equal).
  const store = await createBrowserAnimalStore({ namespace, apiKeys, scenario });
  await setupWorker(...createHandlers(store, { baseUrl, upstream })).start({ onUnhandledFrame: 'bypass', quiet: true });
  return store;
}
