import { readEnvironment } from '../support/environment.ts';
import { expect, resetServer, test } from '../support/fixtures.ts';
import { animalPage } from '../support/page.ts';

test("in front of a real server, the page runs against it through the store's failure rules", async ({
  app,
  page,
  request,
}, testInfo) => {
  // This worker's Koa server plays staging; the page's service worker forwards to it with `bypass`.
  const upstream = readEnvironment().apiUrls[testInfo.parallelIndex]!;
  const upstreamAdmin = upstream.replace(/\/v1$/, '/__admin');
  await resetServer(request, upstreamAdmin);
  // What reached the upstream, the browser's CORS preflights left out.
  const upstreamJournal = async () =>
    (
      (await (await request.get(`${upstreamAdmin}/requests`)).json()) as {
        method: string;
        path: string;
        status: number;
      }[]
    ).filter(({ method }) => method !== 'OPTIONS');
  const ui = animalPage(page);

  await app.open({ upstream });
  await expect(ui.rows).toHaveCount(20);
  expect((await upstreamJournal()).map(({ path, status }) => `${path} ${status}`)).toEqual(['/v1/pets 200']);
  const [forwarded] = await page.evaluate(() => window.animalStore!.journal.list().map((entry) => entry.upstream));
  expect(forwarded).toMatchObject({ status: 200, violations: [] });

  // An injected 503 answers in place of the upstream, which is not asked.
  await app.addFailure({ operationId: 'listPets', status: 503, times: 1, retryAfter: 1 });
  await ui.show.click();
  await expect(ui.retryBanner).toBeVisible();
  await expect(ui.retryBanner).toBeHidden();
  // The banner goes before the retry is sent, and the retry reaches the upstream through the service worker: wait for it there.
  await expect.poll(async () => (await upstreamJournal()).map(({ status }) => status)).toEqual([200, 200]);
  // The upstream journals its answer before the page's handler has read and checked it: wait for the check.
  await expect
    .poll(() => page.evaluate(() => window.animalStore!.contract.report().operations))
    .toEqual([expect.objectContaining({ operationId: 'listPets', checked: 2, violations: 0 })]);
});
