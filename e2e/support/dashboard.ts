import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import { apiKey, readEnvironment } from './environment.ts';
import { resetServer } from './fixtures.ts';

export type ViewName = 'store' | 'scenarios' | 'failures' | 'requests' | 'clock' | 'coverage' | 'resilience';

const readmeScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** The dashboard of this worker's server, seen from a test. */
export interface Dashboard {
  page: Page;
  /** `http://127.0.0.1:<port>/__admin`. */
  adminUrl: string;
  /** Opens a view by URL and waits until the live feed is connected. */
  open(view: ViewName): Promise<void>;
  /** Goes to a view the way a user does: its link in the header. */
  go(view: ViewName): Promise<void>;
  /** Calls the API (`/v1…`) with the accepted key, as a client under test would. */
  api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<APIResponse>;
  /**
   * A screenshot of the page: under the test's output folder, or for docs/dashboard.md
   * (docs/screenshots/) when UPDATE_SCREENSHOTS is set (`npm run screenshots`).
   */
  screenshot(name: string): Promise<void>;
}

export const test = base.extend<{ dashboard: Dashboard }>({
  dashboard: async ({ page, request }, use, testInfo) => {
    const apiUrl = readEnvironment().apiUrls[testInfo.parallelIndex];
    if (!apiUrl) throw new Error(`No API server for worker slot ${testInfo.parallelIndex}`);
    const adminUrl = apiUrl.replace(/\/v1$/, '/__admin');
    await resetServer(request, adminUrl);

    await use({
      page,
      adminUrl,
      async open(view) {
        await page.goto(`${adminUrl}/ui#/${view}`);
        await expect(page.getByRole('status', { name: 'Live updates' })).toHaveText('Live');
      },
      async go(view) {
        await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: view, exact: false }).click();
        await expect(page.getByRole('heading', { level: 2 })).toHaveText(new RegExp(view, 'i'));
      },
      api: (method, path, body) =>
        request.fetch(`${apiUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${apiKey}` },
          ...(body === undefined ? {} : { data: body }),
          failOnStatusCode: false,
        }),
      async screenshot(name) {
        const folder = process.env.UPDATE_SCREENSHOTS ? readmeScreenshots : testInfo.outputPath();
        mkdirSync(folder, { recursive: true });
        await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
      },
    });
  },
});

export { expect };
