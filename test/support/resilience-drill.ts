import type { StoreClient } from './store-client.ts';

/**
 * Seeded failures that exercise every resilience check once, with short values so a drill takes
 * about two seconds: a 503 asking for a one-second wait (the shortest Retry-After there is), a
 * create lost to a reset, a pet whose reads fail, a read that hangs 400 ms, then (by the clock)
 * getPet past its sunset, and a wrong key.
 */
export const resilienceDrill = {
  apiKey: 'drill-key',
  rules: [
    { id: 'busy', operationId: 'listPets', status: 503, retryAfter: 1, times: 1 },
    { id: 'lost-create', operationId: 'createPet', fault: 'reset', times: 1 },
    { id: 'broken-pet', operationId: 'getPet', path: '/v1/pets/2', status: 500, times: 12 },
    { id: 'hanging-pet', operationId: 'getPet', path: '/v1/pets/3', fault: 'timeout', durationMs: 400, times: 1 },
  ],
  /** The careful client gives up on an attempt after 150 ms; the hang lasts 400. */
  options: { giveUpAfter: 200, tolerance: 100 },
  afterSunset: new Date('2031-01-01T00:00:00Z'),
};

/** A mock's controls as the drill needs them: both adapters and the Playwright sandbox offer these. */
export interface DrillTarget {
  failures: { add(rules: object[]): unknown };
  clock: { set(date: Date): unknown };
}

/**
 * What an app does, the same whatever the client: list, create, read a broken pet and a hanging
 * one, then, past the sunset, read a pet twice, and last try a wrong key.
 * @example await runResilienceDrill(carelessClient({ baseUrl, key: resilienceDrill.apiKey }), store)
 */
export async function runResilienceDrill(client: StoreClient, target: DrillTarget): Promise<void> {
  await target.failures.add(resilienceDrill.rules);
  await client.listPets();
  await client.createPet({ name: 'Drill', categoryId: 1 });
  await client.getPet(2);
  await client.getPet(3);
  await target.clock.set(resilienceDrill.afterSunset);
  await client.getPet(1);
  await client.getPet(1);
  client.useKey('wrong-key');
  await client.listPets();
}
