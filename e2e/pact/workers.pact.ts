import { expect, test } from '../../playwright/index.ts';
import { apiKey, pactPlans, serverVariable } from './plans.ts';

test.use({ animalStoreUrl: process.env[serverVariable] ?? 'http://127.0.0.1:1/v1' });

// Each plan in its own test, so in its own sandbox, whose pact the fixture writes when it is dropped.
for (const plan of pactPlans) {
  test(`pact plan: ${plan.name}`, async ({ request, sandbox, animalStoreUrl }) => {
    let created = 0;
    for (const { path, create, anonymous, prefer } of plan.requests) {
      const response = await request.fetch(`${animalStoreUrl}${path.replace('{created}', String(created))}`, {
        method: create ? 'POST' : 'GET',
        headers: { ...(anonymous ? {} : { authorization: `Bearer ${apiKey}` }), ...(prefer ? { prefer } : {}) },
        ...(create ? { data: create } : {}),
      });
      if (create) created = ((await response.json()) as { id: number }).id;
    }
    // What the sandbox saw, bar the injected outage: one interaction per request.
    const expected = plan.requests.filter(({ prefer }) => prefer === undefined).length;
    expect((await sandbox.pact()).interactions).toHaveLength(expected);
  });
}
