import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { apiKey, mswApiUrl, readEnvironment } from './environment.ts';

export type Mode = 'server' | 'msw';

/** A failure rule as the admin API and `store.failures.add` take it. */
export type FailureRule = Record<string, unknown>;

export interface JournalEntry {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** null when the connection was dropped. */
  status: number | null;
  fault: string | null;
  rules: string[];
}

export interface OpenOptions {
  /** The key the page sends (default: the accepted one). */
  key?: string;
  /** Sent by the page as `Prefer` on every request. */
  prefer?: string;
  /** Wait until the page says it is ready (default true). */
  waitUntilReady?: boolean;
  /** MSW mode: the in-browser store forwards to this base URL (proxy mode). */
  upstream?: string;
}

/** The client page in one mode, and the mock behind it, seen from a test. */
export interface AnimalStoreApp {
  mode: Mode;
  /** The base URL the page calls. */
  apiUrl: string;
  page: Page;
  /** Opens the page and waits until it is ready (in MSW mode: the worker is intercepting). */
  open(options?: OpenOptions): Promise<void>;
  /** Adds a failure rule: admin API (server mode) or the store's `failures.add` (MSW mode). */
  addFailure(rule: FailureRule): Promise<void>;
  /** Removes every failure rule. */
  clearFailures(): Promise<void>;
  /** What the mock received, newest last (the admin journal, or the store's). */
  journal(): Promise<JournalEntry[]>;
}

export interface Options {
  mode: Mode;
}

export const test = base.extend<Options & { app: AnimalStoreApp }>({
  mode: ['server', { option: true }],

  app: async ({ mode, page, request }, use, testInfo) => {
    const environment = readEnvironment();
    const apiUrl = mode === 'server' ? environment.apiUrls[testInfo.parallelIndex] : mswApiUrl;
    if (!apiUrl) throw new Error(`No API server for worker slot ${testInfo.parallelIndex}`);
    const admin = `${apiUrl.replace(/\/v1$/, '')}/__admin`;
    // Server mode: this worker's own server, put back to its start state for every test. MSW
    // mode: every test has a new browser context, so a new localStorage and a new store.
    if (mode === 'server') await resetServer(request, admin);

    const app: AnimalStoreApp = {
      mode,
      apiUrl,
      page,
      async open({ key = apiKey, prefer, waitUntilReady = true, upstream }: OpenOptions = {}) {
        const query = new URLSearchParams({ mode, api: apiUrl, key });
        if (mode === 'msw') query.set('accept', apiKey);
        if (prefer !== undefined) query.set('prefer', prefer);
        if (upstream !== undefined) query.set('upstream', upstream);
        await page.goto(`${environment.appUrl}?${query}`);
        if (!waitUntilReady) return;
        // Generous: in MSW mode the dev server hands the page ~90 modules before the worker starts.
        await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      },
      async addFailure(rule) {
        if (mode === 'server') {
          const response = await request.post(`${admin}/failures`, { data: rule });
          expect(response.status(), await response.text()).toBe(201);
        } else {
          await page.evaluate((added) => {
            if (!window.animalStore) throw new Error('The page has no in-browser store (MSW mode not started?)');
            window.animalStore.failures.add([added]);
          }, rule);
        }
      },
      async clearFailures() {
        if (mode === 'server') {
          const response = await request.delete(`${admin}/failures`);
          expect(response.ok(), await response.text()).toBe(true);
        } else {
          await page.evaluate(() => window.animalStore?.failures.clear());
        }
      },
      async journal() {
        if (mode === 'server') {
          const response = await request.get(`${admin}/requests`);
          expect(response.ok()).toBe(true);
          return (await response.json()) as JournalEntry[];
        }
        return page.evaluate(() => (window.animalStore?.journal.list() ?? []) as unknown as JournalEntry[]);
      },
    };
    await use(app);
  },
});

/** Whether a request is the page's list request (GET …/v1/pets). */
export function isListRequest(request: Request): boolean {
  return request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/v1/pets');
}

/** Puts a server back to its start state, with no rules and an empty journal. */
export async function resetServer(request: APIRequestContext, admin: string): Promise<void> {
  for (const [method, path] of [['post', 'reset'], ['delete', 'failures'], ['delete', 'requests']] as const) {
    const response = await request[method](`${admin}/${path}`);
    expect(response.ok(), `${method.toUpperCase()} ${admin}/${path}: ${await response.text()}`).toBe(true);
  }
}

export { expect };
