import type { StoreClient, StoreClientOptions } from './store-client.ts';

const triesPerCall = 3;
// The third wait (400 ms at least) clears the drill's 250 ms tolerance, so backoff sees a policy, not noise.
const baseDelayMs = 100;
// Long enough that a loaded CI machine never aborts an answer already given (a 410 seen twice).
const attemptTimeoutMs = 1_000;
const callDeadlineMs = 5_000;

/** A client's own wait (a backoff, a Retry-After): what the resilience checks judge, so a real timer. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (status: number) => status >= 500 || status === 429;

/**
 * The client the resilience checks should pass: it honours Retry-After, backs off with jitter per
 * operation (2^n × 100 ms plus up to half again, so no wait is shorter than the one before), caps
 * its tries, gives up on an attempt after 1 s and on a call after 5 s, looks before creating
 * again after a lost create, stops asking for a pet that is gone, and does not resend a refused key
 * (it asks `refreshKey` for a new one, once).
 * @example await carefulClient({ baseUrl, key: 'k' }, () => 'k').getPet(1)
 */
export function carefulClient(
  { baseUrl, key, headers = {} }: StoreClientOptions,
  refreshKey: () => string,
): StoreClient {
  let credential = key;
  const gone = new Set<string>();
  // Consecutive failures per operation, kept across calls: the next attempt waits on from there.
  const failures = new Map<string, number>();
  const backoff = (operation: string) => {
    const n = failures.get(operation) ?? 0;
    return n === 0 ? 0 : baseDelayMs * 2 ** (n - 1) * (1 + Math.random() / 2);
  };

  /** One call: the final status, null when no answer came, or `unknown` when a create may or may not have happened. */
  const send = async (
    operation: string,
    method: string,
    path: string,
    body?: string,
  ): Promise<number | null | 'unknown'> => {
    if (gone.has(path)) return 410;
    const deadline = Date.now() + callDeadlineMs;
    let waitMs = backoff(operation);
    let refreshed = false;
    let status: number | null = null;
    for (let attempt = 1; attempt <= triesPerCall; attempt++) {
      if (Date.now() + waitMs > deadline) return status;
      await sleep(waitMs);
      let retryAfter: string | null = null;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            ...headers,
            authorization: `Bearer ${credential}`,
            ...(body && { 'content-type': 'application/json' }),
          },
          ...(body && { body }),
          signal: AbortSignal.timeout(Math.min(attemptTimeoutMs, deadline - Date.now())),
        });
        await response.arrayBuffer();
        status = response.status;
        retryAfter = response.headers.get('retry-after');
      } catch {
        failures.set(operation, (failures.get(operation) ?? 0) + 1);
        if (method === 'POST') return 'unknown';
        waitMs = backoff(operation);
        status = null;
        continue;
      }
      if (status === 401 && !refreshed) {
        refreshed = true;
        credential = refreshKey();
        waitMs = 0;
        continue;
      }
      if (status === 410) gone.add(path);
      if (!failed(status)) {
        failures.set(operation, 0);
        return status;
      }
      failures.set(operation, (failures.get(operation) ?? 0) + 1);
      waitMs = Math.max(backoff(operation), Number(retryAfter ?? 0) * 1000 || 0);
    }
    return status;
  };
  return {
    listPets: async () => (await send('listPets', 'GET', '/pets')) as number | null,
    getPet: async (id) => (await send('getPet', 'GET', `/pets/${id}`)) as number | null,
    async createPet(pet) {
      const body = JSON.stringify(pet);
      const first = await send('createPet', 'POST', '/pets', body);
      if (first !== 'unknown') return first;
      // The create may have happened: look before creating again.
      const listed = await fetch(`${baseUrl}/pets?limit=100`, {
        headers: { ...headers, authorization: `Bearer ${credential}` },
      });
      const pets = listed.ok ? ((await listed.json()) as { name: string }[]) : null;
      if (pets === null) return null;
      if (pets.some(({ name }) => name === pet.name)) return 201;
      const again = await send('createPet', 'POST', '/pets', body);
      return again === 'unknown' ? null : again;
    },
    useKey(next) {
      credential = next;
    },
  };
}
