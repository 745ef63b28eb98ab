import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { apiKey, mswApiUrl, readEnvironment } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { animalPage, showList } from '../support/page.ts';

// The mock's panel (animal-store-mock/msw/panel) over the e2e app's in-browser store (MSW mode).

// The first open loads the views' chunk (Preact, the dashboard): generous, as for the page's own start.
test.describe.configure({ timeout: 60_000 });
const firstOpen = { timeout: 15_000 };

const readmeScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** Opens the app in MSW mode, with the panel mounted (`?panel`) unless told otherwise. */
async function openApp(page: Page, { panel = true } = {}): Promise<void> {
  const query = new URLSearchParams({ mode: 'msw', api: mswApiUrl, key: apiKey, accept: apiKey });
  if (panel) query.set('panel', '');
  await page.goto(`${readEnvironment().appUrl}?${query}`);
  // The worker's registration and the store's start: more than 15 s seen with both cores busy (npm test).
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

function panelOf(page: Page) {
  const region = page.getByRole('region', { name: 'Animal Store mock panel' });
  const toggle = page.getByRole('button', { name: 'Mock panel' });
  const heading = region.getByRole('heading', { level: 2 });
  return {
    toggle,
    region,
    heading,
    /** Opens it with its button, the first time: on the Store view. */
    async open() {
      await toggle.click();
      await expect(heading).toHaveText('Store', firstOpen);
    },
    async go(view: string) {
      await region.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view }).click();
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(view);
    },
  };
}

test("steers the page's store: a scenario changes the list, a 503 rule raises the retry banner, the request says why", async ({
  page,
}) => {
  await openApp(page);
  const app = animalPage(page);
  const panel = panelOf(page);
  await expect(app.rows).toHaveCount(20);
  await panel.open();
  await expect(panel.region.locator('[data-count="all"]')).toHaveText('20');

  await panel.go('Scenarios');
  await panel.region.getByRole('button', { name: 'Load sold-out' }).click();
  await expect(panel.region.getByRole('status').filter({ hasText: 'Loaded scenario sold-out' })).toBeVisible();
  await showList(page, '', '20');
  await expect(app.statuses.first()).toHaveText('sold');
  await expect(app.statuses.filter({ hasNotText: 'sold' })).toHaveCount(0);

  await panel.go('Failures');
  await panel.region.getByRole('button', { name: 'Fail the next 2 creates with 503' }).click();
  await expect(panel.region.locator('tr[data-rule]')).toHaveCount(1);
  await app.name.fill('Banner Cat');
  await app.categoryId.fill('1');
  await app.add.click();
  await expect(app.retryBanner).toBeVisible();
  await expect(app.retryBanner).toHaveAttribute('data-status', '503');
  await expect(panel.region.locator('tr[data-rule] [data-field="fired"]')).toHaveText('1');

  await panel.go('Requests');
  await panel.region
    .getByRole('region', { name: 'Requests, newest first' })
    .getByRole('button', { name: 'POST /v1/pets' })
    .click();
  const why = panel.region.getByRole('list', { name: 'Why this answer' });
  await expect(why.locator('[data-kind="failure"]')).toHaveText(/^503 from rule \S+ \(createPet, 1 of 2 times\)$/);
  await screenshot(page, 'panel');
});

test("reproduces a request from the page's own store: the snapshot before it downloads, the Store view shows it read-only", async ({
  page,
}) => {
  await openApp(page);
  const app = animalPage(page);
  await expect(app.rows).toHaveCount(20);
  await app.name.fill('Later Cat');
  await app.categoryId.fill('1');
  await app.add.click();
  // The page's create is answered in its own time: wait until the journal has it.
  const createdId = () =>
    page.evaluate(() => window.animalStore!.journal.list({ operationId: 'createPet' }).at(-1)?.id ?? 0);
  await expect.poll(createdId).toBeGreaterThan(0);
  const created = await createdId();
  const panel = panelOf(page);
  await panel.open();
  await panel.go('Requests');
  await panel.region
    .getByRole('region', { name: 'Requests, newest first' })
    .getByRole('button', { name: 'POST /v1/pets' })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.region.getByRole('button', { name: 'Reproduce from here' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^snapshot-before-${created}-.+Z\\.json$`));
  await panel.go('Store');
  await panel.region.getByLabel('As of request #').fill(String(created));
  await panel.region.getByRole('button', { name: 'Show' }).click();
  await expect(panel.region.locator('[data-as-of]')).toContainText(`just before request #${created}`);
  await expect(panel.region.getByRole('region', { name: 'Pets' }).locator('tbody tr')).toHaveCount(20);
});

test('advances the clock an hour with a world on: the adoption is in the timeline and in the page', async ({
  page,
}) => {
  await openApp(page);
  await page.evaluate(() => {
    const store = window.animalStore!;
    store.clock.set(new Date('2030-01-01T00:00:00Z'), { speed: 0 });
    store.world.set({ seed: 7, adoptions: { perHour: 30, soldAfter: ['5h', '6h'] } });
  });
  const panel = panelOf(page);
  await panel.open();
  await panel.go('Clock');
  await expect(panel.region.locator('[data-field="world"]')).toContainText('On');
  await panel.region.getByRole('button', { name: 'Advance 1 h' }).click();
  await expect(
    panel.region.getByRole('status').filter({ hasText: 'Moved 1h to 2030-01-01 01:00:00 UTC' }),
  ).toBeVisible();
  const adopted = panel.region
    .getByRole('list', { name: 'World events, newest first' })
    .locator('[data-kind="adopted"]');
  await expect(adopted.first()).toBeVisible();
  const { name, id } = await page.evaluate(
    () => window.animalStore!.world.events().find(({ kind }) => kind === 'adopted')!.pet,
  );
  await expect(adopted.filter({ hasText: `${name} (#${id}) adopted: available → pending` })).toHaveCount(1);

  await showList(page, 'pending', '100');
  const app = animalPage(page);
  await expect(app.rows.filter({ hasText: name })).toHaveCount(1);
});

test("keeps its look under a hostile page stylesheet, leaves the page's look alone, and passes axe", async ({
  page,
}) => {
  await openApp(page, { panel: false });
  const pageLook = await looks(page.locator('h1, #list-form button, #animals td').first());
  await openApp(page);
  expect(await looks(page.locator('h1, #list-form button, #animals td').first())).toEqual(pageLook);

  const panel = panelOf(page);
  await panel.open();
  const parts = [
    panel.toggle,
    panel.region,
    panel.heading,
    panel.region.getByRole('link', { name: 'Failures' }),
    panel.region.locator('td').first(),
  ];
  const before = await Promise.all(parts.map(looks));
  await page.addStyleTag({
    content: `
      html { font-size: 40px !important; }
      body { font: italic 30px/4 "Comic Sans MS", cursive; color: lime; letter-spacing: 4px; text-transform: uppercase; }
      * { color: red !important; background: yellow !important; margin: 9px !important; padding: 0 !important; border: 5px dashed red !important; box-sizing: content-box !important; }
      button, a, h2, td, div { font-size: 50px !important; display: inline !important; }
      animal-store-mock-panel { display: none !important; position: static !important; filter: blur(4px) !important; opacity: 0.2 !important; }
    `,
  });
  expect(await Promise.all(parts.map(looks))).toEqual(before);

  const { violations } = await new AxeBuilder({ page })
    .include('animal-store-mock-panel')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('keeps its look under page rules on the custom properties it reads and on direction', async ({ page }) => {
  await openApp(page);
  const panel = panelOf(page);
  await panel.open();
  const parts = [
    panel.toggle,
    panel.region,
    panel.heading,
    panel.region.getByRole('link', { name: 'Failures' }),
    panel.region.getByRole('button').first(),
  ];
  const before = await Promise.all(parts.map(looks));
  await page.addStyleTag({
    content: `
      * { direction: rtl; --pico-background-color: lime; --pico-color: red; --pico-border-color: red;
          --pico-primary: red; --pico-primary-background: lime; --pico-primary-border: red; --pico-form-element-spacing-vertical: 3rem;
          --pico-form-element-spacing-horizontal: 3rem; --pico-border-radius: 0; --pico-font-weight: 100; --pico-box-shadow: 0 0 9px red; }
    `,
  });
  expect(await Promise.all(parts.map(looks))).toEqual(before);
});

for (const width of [1280, 1920]) {
  test(`passes axe A/AA on every view at ${width} px wide`, async ({ page }) => {
    // Seven views, each scanned: about 20 s with both cores busy, besides the page's start.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openApp(page);
    await showList(page, '', '20');
    const panel = panelOf(page);
    await panel.open();
    const found: string[] = [];
    for (const view of ['Store', 'Scenarios', 'Failures', 'Requests', 'Clock', 'Coverage', 'Resilience']) {
      await panel.go(view);
      const { violations } = await new AxeBuilder({ page })
        .include('animal-store-mock-panel')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      found.push(
        ...violations.map(
          ({ id, nodes }) => `${view} ${id}: ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
        ),
      );
    }
    expect(found).toEqual([]);
  });
}

test('opens and closes from the keyboard (Alt+Shift+M, Escape) and stays as it was across a reload', async ({
  page,
}) => {
  await openApp(page);
  const panel = panelOf(page);
  await expect(panel.toggle).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+M');
  await expect(panel.region).toBeHidden();
  await page.keyboard.press('Alt+Shift+M');
  await expect(panel.heading).toBeFocused(firstOpen);
  await expect(panel.toggle).toHaveAttribute('aria-expanded', 'true');

  await page.reload();
  await expect(panel.heading).toHaveText('Store', firstOpen);
  await panel.region.getByRole('link', { name: 'Clock' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.heading).toBeFocused();
  await expect(panel.heading).toHaveText('Clock');
  await page.keyboard.press('Escape');
  await expect(panel.region).toBeHidden();
  await expect(panel.toggle).toBeFocused();

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await expect(panel.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.region).toBeHidden();
});

test("Coverage and Resilience count the page's own requests, live", async ({ page }) => {
  await openApp(page);
  const panel = panelOf(page);
  await panel.open();
  await panel.go('Coverage');
  const listPets200 = panel.region
    .getByRole('region', { name: 'Documented responses' })
    .getByRole('row', { name: /^listPets\b/ })
    .getByRole('cell')
    .nth(0);
  // The page listed its animals once at its start.
  await expect(listPets200).toHaveText('✓ 1');

  await panel.go('Resilience');
  const retryAfter = panel.region
    .getByRole('row', { name: /^retry-after\b/ })
    .getByRole('cell')
    .nth(0);
  await expect(retryAfter).toHaveText('– not exercised');
  // A 503 that says Retry-After, then the same call again at once: the page's client breaks the rule.
  await page.evaluate(
    async ([api, key]) => {
      const headers = { authorization: `Bearer ${key}` };
      await (await fetch(`${api}/pets`, { headers: { ...headers, prefer: 'code=503' } })).arrayBuffer();
      await (await fetch(`${api}/pets`, { headers })).arrayBuffer();
    },
    [mswApiUrl, apiKey] as const,
  );
  await expect(retryAfter).toHaveText('✗ fail');
});

test("closed, it follows nothing: the page's requests change nothing in it; opened again, it shows them on the view it left", async ({
  page,
}) => {
  await openApp(page);
  const panel = panelOf(page);
  await panel.open();
  await panel.go('Requests');
  await panel.toggle.click();
  await expect(panel.region).toBeHidden();

  // Every change inside the panel's shadow root while it is closed and the page makes requests.
  await page.evaluate(() => {
    const root = document.querySelector('animal-store-mock-panel')!.shadowRoot!;
    const seen: string[] = [];
    new MutationObserver((records) =>
      seen.push(...records.map(({ type, target }) => `${type} ${target.nodeName}`)),
    ).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    Object.assign(window, { panelMutations: seen });
  });
  const before = await page.evaluate(() => window.animalStore!.journal.list().length);
  await page.evaluate(
    async ([api, key]) => {
      for (let i = 0; i < 5; i++)
        await (await fetch(`${api}/pets?limit=7`, { headers: { authorization: `Bearer ${key}` } })).arrayBuffer();
    },
    [mswApiUrl, apiKey] as const,
  );
  // The journal records an exchange once its answer is written: then its listeners have been told.
  await expect.poll(() => page.evaluate(() => window.animalStore!.journal.list().length)).toBe(before + 5);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(await page.evaluate(() => (window as unknown as { panelMutations: string[] }).panelMutations)).toEqual([]);

  await panel.toggle.click();
  await expect(panel.heading).toHaveText('Requests');
  await expect(panel.region.getByRole('button', { name: 'GET /v1/pets?limit=7' })).toHaveCount(5);
});

/** The computed styles a stylesheet could change, of one element (in the page or in the panel's shadow root). */
function looks(locator: Locator) {
  return locator.evaluate(async (element) => {
    // Pico eases colours on hover and focus: read the look once such a change has ended.
    const transitions = element.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const names = [
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-style',
      'line-height',
      'letter-spacing',
      'text-transform',
      'margin',
      'padding',
      'border',
      'display',
      'opacity',
      'filter',
      'position',
      'direction',
    ];
    return {
      ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)])),
      left: Math.round(box.left),
      width: Math.round(box.width),
      height: Math.round(box.height),
    };
  });
}

/** A screenshot of the page with the panel open: for docs/dashboard.md (docs/screenshots/) when UPDATE_SCREENSHOTS is set. */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.UPDATE_SCREENSHOTS ? readmeScreenshots : test.info().outputPath();
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png` });
}
