import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { test as base } from '../../playwright/index.ts';
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
  /** Adds a failure rule: the test's sandbox (server mode) or the store's `failures.add` (MSW mode). */
  addFailure(rule: FailureRule): Promise<void>;
  /** Removes every failure rule. */
  clearFailures(): Promise<void>;
  /** What the mock received, newest last (the sandbox's journal, or the store's). */
  journal(): Promise<JournalEntry[]>;
}

export interface Options {
  mode: Mode;
}

/**
 * Every test runs in a sandbox of its own on the one shared server (animal-store-mock/playwright),
 * so the workers never see each other's pets, rules or journal. In MSW mode the page's header
 * reaches only the service worker, which ignores it: every test has a new browser context, so a
 * new localStorage and a new store.
 */
export const test = base.extend<Options & { app: AnimalStoreApp }>({
  mode: ['server', { option: true }],
  animalStoreUrl: async ({}, use) => use(readEnvironment().sharedApiUrl),

  app: async ({ mode, page, sandbox }, use) => {
    const environment = readEnvironment();
    const apiUrl = mode === 'server' ? environment.sharedApiUrl : mswApiUrl;
    // The server journals an exchange once its answer is written, so the page can hold an answer a
    // moment before the journal does: journal() waits until it has as many entries as the page saw.
    let answeredToPage = 0;
    page.on('response', (response) => {
      if (response.url().startsWith(apiUrl) && response.request().method() !== 'OPTIONS') answeredToPage += 1;
    });

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
        // Generous: in MSW mode the page loads MSW, the core and faker before the worker starts.
        await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
      },
      async addFailure(rule) {
        if (mode === 'server') {
          await sandbox.failures.add(rule);
        } else {
          await page.evaluate((added) => {
            if (!window.animalStore) throw new Error('The page has no in-browser store (MSW mode not started?)');
            window.animalStore.failures.add([added]);
          }, rule);
        }
      },
      async clearFailures() {
        if (mode === 'server') {
          await sandbox.failures.clear();
        } else {
          await page.evaluate(() => window.animalStore?.failures.clear());
        }
      },
      async journal() {
        if (mode === 'server') {
          let entries: JournalEntry[] = [];
          await expect
            .poll(async () => (entries = (await sandbox.journal.list()) as JournalEntry[]).length)
            .toBeGreaterThanOrEqual(answeredToPage);
          return entries;
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
  for (const [method, path] of [
    ['post', 'reset'],
    ['delete', 'failures'],
    ['delete', 'requests'],
    ['delete', 'coverage'],
  ] as const) {
    const response = await request[method](`${admin}/${path}`);
    expect(response.ok(), `${method.toUpperCase()} ${admin}/${path}: ${await response.text()}`).toBe(true);
  }
}

export { expect };
