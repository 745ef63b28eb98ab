import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { harToScenario } from '../../core/reports/har.ts';
import type { RunningServer } from '../../server/server-config.ts';
import { startServer } from '../../server/start-server.ts';
import { testConfig } from '../../test/support/test-server.ts';
import { apiKey, readEnvironment } from '../support/environment.ts';
import { animalPage, showList } from '../support/page.ts';

// A HAR that Playwright's recordHar wrote of a page using the mock in proxy mode (in front
// of a real upstream started here) becomes a scenario with the upstream's pets.

const quiet = { info: () => {}, error: () => {} };

test('a recordHar of the page through the proxy imports as the pets the upstream served', async ({
  browser,
}, testInfo) => {
  const servers: RunningServer[] = [];
  const file = testInfo.outputPath('proxied.har');
  try {
    const upstream = await startServer(testConfig({ apiKeys: [apiKey], scenario: 'one-of-each' }), quiet);
    servers.push(upstream);
    const proxy = await startServer(testConfig({ apiKeys: [apiKey], proxy: { upstream: upstream.url } }), quiet);
    servers.push(proxy);

    const context = await browser.newContext({ recordHar: { path: file, content: 'embed', urlFilter: '**/v1/**' } });
    const page = await context.newPage();
    const ui = animalPage(page);
    await page.goto(
      `${readEnvironment().appUrl}?${new URLSearchParams({ mode: 'server', api: proxy.url, key: apiKey })}`,
    );
    await expect(ui.rows).toHaveCount(3);
    await ui.name.fill('Recorded Rex');
    await ui.categoryId.fill('2');
    await ui.add.click();
    await expect(ui.addResult).toContainText('Recorded Rex');
    await showList(page, 'sold', '10');
    await expect(ui.rows).toHaveCount(1);
    // The HAR is written when its context closes.
    await context.close();

    const upstreamPets = await (
      await fetch(`${upstream.url}/pets?limit=100`, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json();
    const result = harToScenario(await readFile(file), { origin: new URL(proxy.url).origin });
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    expect(result.scenario.pets).toEqual(upstreamPets);
    expect(result.scenario.nextId).toBe(upstreamPets.at(-1).id + 1);
    // The first list, the create, the list after it and the sold list: each answer's pets read.
    expect(result.summary).toMatchObject({ read: 4, rejected: [] });
    expect(JSON.stringify(result)).not.toContain(apiKey);
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
});
