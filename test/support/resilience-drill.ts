import type { StoreClient } from './store-client.ts';

/** A mock's controls as the drill needs them: both adapters and the Playwright sandbox offer these. */
export interface DrillTarget {
  failures: { add(rules: object[]): unknown };
  clock: { set(date: Date): unknown };
}

/** One part of the drill: the failures it seeds and what the app then does. */
export interface DrillPart {
  name: string;
  rules: object[];
  run(client: StoreClient, target: DrillTarget): Promise<unknown>;
}

/**
 * Seeded failures that exercise every resilience check, in four parts (one per Playwright worker),
 * with short values so the whole drill takes a few seconds: a 503 asking for a three-second wait
 * (long enough that a starved runner's careless retry still comes too soon), a create lost to a
 * reset, a pet whose reads fail and one whose read hangs three seconds, then getPet past its
 * sunset (by the clock) and a wrong key.
 */
export const resilienceDrill = {
  apiKey: 'drill-key',
  parts: [
    {
      name: 'busy list',
      rules: [{ id: 'busy', operationId: 'listPets', status: 503, retryAfter: 3, times: 1 }],
      run: (client) => client.listPets(),
    },
    {
      name: 'lost create',
      rules: [{ id: 'lost-create', operationId: 'createPet', fault: 'reset', times: 1 }],
      run: (client) => client.createPet({ name: 'Drill', categoryId: 1 }),
    },
    {
      name: 'broken and hanging pets',
      rules: [
        { id: 'broken-pet', operationId: 'getPet', path: '/v1/pets/2', status: 500, times: 12 },
        { id: 'hanging-pet', operationId: 'getPet', path: '/v1/pets/3', fault: 'timeout', durationMs: 3_000, times: 1 },
      ],
      run: async (client) => {
        await client.getPet(2);
        await client.getPet(3);
      },
    },
    {
      name: 'gone pet and wrong key',
      rules: [],
      run: async (client, target) => {
        await target.clock.set(new Date('2031-01-01T00:00:00Z'));
        await client.getPet(1);
        await client.getPet(1);
        client.useKey('wrong-key');
        await client.listPets();
      },
    },
  ] satisfies DrillPart[] as DrillPart[],
  /**
   * The careful client gives up on an attempt after 1 s, the careless one waits out the 3 s hang;
   * `giveUpAfter` sits between them with room for a late timer on a loaded 2-core runner. The
   * tolerance is wider than the default for the same reason (four workers and the server share two
   * cores), yet well under the 3 s Retry-After, so a retry too soon still fails. `storm` is 5: the
   * careful client sends at most 3 requests in the second after a failure, and the careless one
   * must only manage 6 there (not 11) to be caught, which a fully loaded runner still lets it do.
   */
  options: { giveUpAfter: 1_500, tolerance: 250, storm: 5 },
};

/**
 * Runs a part of the drill (or all of it, in order) on one mock: its failures, then what the app does.
 * @example await runResilienceDrill(carelessClient({ baseUrl, key: resilienceDrill.apiKey }), store)
 */
export async function runResilienceDrill(
  client: StoreClient,
  target: DrillTarget,
  parts: readonly DrillPart[] = resilienceDrill.parts,
): Promise<void> {
  for (const part of parts) {
    if (part.rules.length > 0) await target.failures.add(part.rules);
    await part.run(client, target);
  }
}
