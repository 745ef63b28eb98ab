import { test } from '../../playwright/index.ts';
import { resilienceDrill, runResilienceDrill } from '../../test/support/resilience-drill.ts';
import { clients, serverVariable, type ClientName } from './plans.ts';

test.use({ animalStoreUrl: process.env[serverVariable] ?? 'http://127.0.0.1:1/v1' });

// Each part of the drill in its own test, so in its own sandbox, for the client this project names;
// the fixture writes the sandbox's verdicts to the project's folder when it drops the sandbox.
for (const part of resilienceDrill.parts) {
  test(`drill part: ${part.name}`, async ({ sandbox, animalStoreUrl }, testInfo) => {
    const client = clients[testInfo.project.name as ClientName](animalStoreUrl, sandbox.headers);
    await runResilienceDrill(client, sandbox, [part]);
  });
}
