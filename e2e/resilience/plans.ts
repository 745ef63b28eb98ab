import { fileURLToPath } from 'node:url';
import { carefulClient } from '../../test/support/careful-client.ts';
import { carelessClient } from '../../test/support/careless-client.ts';
import { resilienceDrill } from '../../test/support/resilience-drill.ts';
import type { StoreClient } from '../../test/support/store-client.ts';

/** Where each test's sandbox verdicts are written, per client (the fixture's `animalStoreResilienceDir`). */
export const resilienceDirs = {
  careless: fileURLToPath(new URL('../../test-results/resilience-files/careless/', import.meta.url)),
  careful: fileURLToPath(new URL('../../test-results/resilience-files/careful/', import.meta.url)),
};
export type ClientName = keyof typeof resilienceDirs;

/** The server the global setup started, handed to the workers through the environment. */
export const serverVariable = 'ANIMAL_STORE_RESILIENCE_E2E_URL';

/** The two reference clients, sending a sandbox's header. */
export const clients: Record<ClientName, (baseUrl: string, headers: Record<string, string>) => StoreClient> = {
  careless: (baseUrl, headers) => carelessClient({ baseUrl, key: resilienceDrill.apiKey, headers }),
  careful: (baseUrl, headers) =>
    carefulClient({ baseUrl, key: resilienceDrill.apiKey, headers }, () => resilienceDrill.apiKey),
};
