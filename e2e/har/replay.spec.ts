import { writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { startServer } from '../../server/start-server.ts';
import { testConfig } from '../../test/support/test-server.ts';
import { apiKey, readEnvironment, scenario } from '../support/environment.ts';
import { animalPage, showList } from '../support/page.ts';

// The journal of a run is a HAR that Playwright replays with the mock stopped. A server of
// its own (not the shared one), since it is stopped mid-test; the page sends no sandbox header.

/** Opens the client page against `apiUrl`, lists the sold animals and opens one; returns what it shows. */
async function run(page: Page, apiUrl: string): Promise<string[]> {
  const ui = animalPage(page);
  await page.goto(`${readEnvironment().appUrl}?${new URLSearchParams({ mode: 'server', api: apiUrl, key: apiKey })}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(ui.rows).toHaveCount(20);
  await showList(page, 'sold', '100');
  await expect(ui.rows).toHaveCount(6);
  await ui.animalId.fill('4');
  await ui.open.click();
  await expect(ui.details.getByRole('heading')).toHaveText('Pepper');
  return [await ui.summary.innerText(), ...(await ui.rows.allInnerTexts()), await ui.details.innerText()];
}

test('a run against the mock, saved as requests.har, replays with routeFromHAR once the mock is stopped', async ({
  browser,
}, testInfo) => {
  const server = await startServer(testConfig({ apiKeys: [apiKey], scenario }), { info: () => {}, error: () => {} });
  const file = testInfo.outputPath('requests.har');
  let recorded: string[];
  try {
    const page = await browser.newPage();
    recorded = await run(page, server.url);
    await page.close();
    const har = await fetch(server.url.replace(/\/v1$/, '/__admin/requests.har'));
    expect(har.status).toBe(200);
    await writeFile(file, await har.text());
  } finally {
    await server.close();
  }
  await expect(fetch(`${server.url}/pets`)).rejects.toThrow();

  const context = await browser.newContext();
  // Anything the HAR does not hold is aborted, so the page can only show what was recorded.
  await context.routeFromHAR(file, { url: '**/v1/**', notFound: 'abort' });
  const replayed = await run(await context.newPage(), server.url);
  expect(replayed).toEqual(recorded);
  expect(replayed.at(-1)).toContain('deprecated');
  await context.close();
});
