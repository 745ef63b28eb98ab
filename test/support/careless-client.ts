import type { StoreClient, StoreClientOptions } from './store-client.ts';

const tries = 12;
const retried = (status: number) => status >= 500 || status === 429 || status === 401;

/**
 * The client the resilience checks exist to catch: on any failure or 401 it tries again at once,
 * up to 12 times, with the same key and body; it never times out and forgets a 410.
 * @example await carelessClient({ baseUrl, key: 'k' }).getPet(1)
 */
export function carelessClient({ baseUrl, key, headers = {} }: StoreClientOptions): StoreClient {
  let credential = key;
  const send = async (method: string, path: string, body?: string): Promise<number | null> => {
    let status: number | null = null;
    for (let attempt = 1; attempt <= tries; attempt++) {
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            ...headers,
            authorization: `Bearer ${credential}`,
            ...(body && { 'content-type': 'application/json' }),
          },
          ...(body && { body }),
        });
        await response.arrayBuffer();
        status = response.status;
        if (!retried(status)) return status;
      } catch {
        status = null;
      }
    }
    return status;
  };
  return {
    listPets: () => send('GET', '/pets'),
    getPet: (id) => send('GET', `/pets/${id}`),
    createPet: (pet) => send('POST', '/pets', JSON.stringify(pet)),
    useKey(next) {
      credential = next;
    },
  };
}
