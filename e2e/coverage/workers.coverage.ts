import { expect, test } from '../../playwright/index.ts';
import { apiKey, countsOf, serverVariable, workerPlans } from './plans.ts';

test.use({ animalStoreUrl: process.env[serverVariable] ?? 'http://127.0.0.1:1/v1' });

// Each plan in its own test, so in its own sandbox; the config runs them on four workers at once.
for (const plan of workerPlans) {
  test(`worker plan: ${plan.name}`, async ({ request, sandbox, animalStoreUrl }) => {
    const origin = new URL(animalStoreUrl).origin;
    for (const { method = 'GET', path, body, prefer, anonymous, afterSunset } of plan.requests) {
      if (afterSunset) await sandbox.clock.set('2031-01-01T00:00:00Z');
      const response = await request.fetch(`${origin}${path}`, {
        method,
        headers: { ...(anonymous ? {} : { authorization: `Bearer ${apiKey}` }), ...(prefer ? { prefer } : {}) },
        ...(body ? { data: body } : {}),
      });
      await response.body();
    }
    expect(countsOf(await sandbox.coverage())).toEqual(plan.counts);
  });
}
