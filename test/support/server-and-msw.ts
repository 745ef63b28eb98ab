import { setupServer } from 'msw/node';
import { createAnimalStore, createHandlers, type AnimalStore, type AnimalStoreOptions } from '../../mocks/index.ts';
import { startTestServer } from './test-server.ts';

/** The same mock twice, for parity: a server on port 0 and an MSW store answering `mswOrigin`. */
export interface ServerAndMsw {
  koa: Awaited<ReturnType<typeof startTestServer>>;
  store: AnimalStore;
  close(): Promise<void>;
}

/**
 * Starts both with the same options; `close` stops both.
 * @example const { koa, store, close } = await startServerAndMsw({ seed: 5 }, 'http://msw.test');
 */
export async function startServerAndMsw(
  options: Pick<AnimalStoreOptions, 'seed' | 'count' | 'apiKeys' | 'maxHangMs'>,
  mswOrigin: string,
): Promise<ServerAndMsw> {
  const koa = await startTestServer(options);
  const store = await createAnimalStore(options);
  const msw = setupServer(...createHandlers(store, { baseUrl: `${mswOrigin}/v1` }));
  msw.listen({ onUnhandledFrame: 'bypass' });
  return {
    koa,
    store,
    async close() {
      msw.close();
      await koa.close();
    },
  };
}
