import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium, noChromiumMessage } from '../../e2e/support/browser.ts';
import { bannerUrl, repoRoot, runCli, type CliChild } from '../../scripts/run-cli.ts';
import { consumersCache } from './support/cache.ts';
import { consumer, projectsDir, type Consumer } from './support/consumer-project.ts';
import { expectPassed } from './support/expect-passed.ts';
import { run, shown, type Run } from './support/run.ts';
import { startViteDev, type ViteDevServer } from './support/vite-dev-server.ts';

/**
 * A new app as `npm create vite@latest -- --template react-ts` makes it (create-vite 9.3, cut
 * down: test/consumers/projects/vite-app), with Vitest, Playwright and msw added, then
 * `npx animal-store-mock init` and only the step init prints: its tests and its build must pass,
 * and the production bundle must hold nothing of the mock.
 */
describe('a Vite + React + TypeScript app after animal-store-mock init', () => {
  let app: Consumer;
  let init: Run;

  beforeAll(async () => {
    // A copy of the project over its installed node_modules: init writes into it.
    const dir = join(consumersCache, 'init-vite-app');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    for (const name of await readdir(join(projectsDir, 'vite-app')))
      await cp(join(projectsDir, 'vite-app', name), join(dir, name), { recursive: true });
    await symlink(join(consumer('vite-app').dir, 'node_modules'), join(dir, 'node_modules'), 'dir');
    app = { dir, run: (command, args, options = {}) => run(command, args, { ...options, cwd: dir }) };
    init = await app.run('npx', ['animal-store-mock', 'init']);
    // The one step init asks of the user: the dev-only start, as printed, at the top of src/main.tsx.
    const printed = /at the top of src\/main\.ts or src\/main\.tsx:\n((?: {4}.*\n)+)/.exec(init.stdout);
    if (printed) {
      const main = join(dir, 'src/main.tsx');
      await writeFile(main, `${printed[1]!.replace(/^ {4}/gm, '')}${await readFile(main, 'utf8')}`);
    }
  }, 60_000);

  it('is set up by init: Vitest in a config that merges the Vite one, the Playwright sample, the dev-only mock', () => {
    expect(init.code, shown(init)).toBe(0);
    expect(init.stdout).toMatch(
      /^ {2}wrote vitest\.config\.ts \(it merges vite\.config\.ts, which stays as it was\)$/m,
    );
    for (const file of [
      'vitest.setup.ts',
      'animal-store.test.ts',
      'playwright.config.ts',
      'e2e/animal-store.spec.ts',
      'src/mock.ts',
      'public/mockServiceWorker.js',
    ]) {
      expect(init.stdout, file).toMatch(new RegExp(`^ {2}wrote ${file.replace(/\./g, '\\.')}( |$)`, 'm'));
    }
    expect(init.stdout).toMatch(/^ {4}if \(import\.meta\.env\.DEV\) \{$/m);
    expect(init.stdout).toMatch(/^ {2}the switch: VITE_ANIMAL_STORE=\S+ in \.env\.development\.local .*$/m);
  });

  it('passes npx vitest run: the setup file is wired and the Playwright folder is not collected', async () => {
    expectPassed(await app.run('npx', ['vitest', 'run']), 'vitest', 1);
  });

  it('passes npm run build, with no size warning and no trace of the mock in the bundle', async () => {
    // The page does start the mock (in development): its absence below is the guard's doing.
    expect(await readFile(join(app.dir, 'src/main.tsx'), 'utf8')).toContain("await import('./mock')");
    const build = await app.run('npm', ['run', 'build']);
    expect(build.code, shown(build)).toBe(0);
    expect(`${build.stdout}${build.stderr}`, shown(build)).not.toMatch(/larger than|chunkSizeWarningLimit/i);
    const assets = join(app.dir, 'dist/assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const bundle = (await Promise.all(scripts.map((name) => readFile(join(assets, name), 'utf8')))).join('\n');
    for (const trace of [
      'startMock',
      'createBrowserAnimalStore',
      'animal-store',
      'setupWorker',
      'mockServiceWorker',
      'serviceWorker',
      'onUnhandledFrame',
    ]) {
      expect(bundle, trace).not.toContain(trace);
    }
  });

  it("runs init's Playwright sample so that it passes the resilience gate the README shows", async () => {
    const server = runCli(['--port', '0', '--in-memory', '--quiet'], {
      cwd: app.dir,
      script: join(app.dir, 'node_modules/animal-store-mock/dist/server/bin.js'),
    });
    try {
      const api = await bannerUrl(server);
      // The generated config on this test's server (its webServer holds a fixed port), writing resilience reports.
      await writeFile(
        join(app.dir, 'playwright.gate.config.ts'),
        [
          "import base from './playwright.config.ts';",
          "export default { ...base, webServer: undefined, use: { ...base.use, animalStoreUrl: process.env.API_URL, animalStoreResilienceDir: 'reports/resilience' } };",
        ].join('\n'),
      );
      expectPassed(
        await app.run('npx', ['playwright', 'test', '-c', 'playwright.gate.config.ts'], { env: { API_URL: api } }),
        'playwright',
        2,
      );
      const gate = await app.run('npx', [
        'animal-store-mock',
        'resilience',
        'reports/resilience',
        '--require',
        'retry-after,no-blind-create-retry',
      ]);
      expect(gate.code, shown(gate)).toBe(0);
    } finally {
      server.process.kill('SIGTERM');
      await server.exited;
    }
  });

  describe("in development, VITE_ANIMAL_STORE sends the page's requests to its mock or to a server", () => {
    let server: CliChild;
    let api: string;
    let browser: Browser;

    /** `vite` on the app, with the switch in .env.development.local as a user sets it (none when undefined). */
    async function serveWith(switched: string | undefined): Promise<ViteDevServer> {
      const envFile = join(app.dir, '.env.development.local');
      if (switched === undefined) await rm(envFile, { force: true });
      else await writeFile(envFile, `VITE_ANIMAL_STORE=${switched}\n`);
      return startViteDev(app.dir);
    }

    beforeAll(async () => {
      server = runCli(['--port', '0', '--in-memory', '--quiet'], {
        cwd: app.dir,
        script: join(app.dir, 'node_modules/animal-store-mock/dist/server/bin.js'),
      });
      api = await bannerUrl(server);
      const executablePath = findChromium();
      expect(executablePath, noChromiumMessage).toBeDefined();
      browser = await chromium.launch({ executablePath: executablePath!, args: chromiumArgs });
    });
    afterAll(async () => {
      await browser?.close();
      server?.process.kill('SIGTERM');
      await server?.exited;
    });

    it('is the switch the docs page on the browser mock shows, as init prints it', async () => {
      const line = /^ {2}(the switch: .*)$/m.exec(init.stdout)?.[1];
      expect(line, init.stdout).toBeDefined();
      const page = await readFile(join(repoRoot, 'docs/msw-and-test-stacks.md'), 'utf8');
      expect(page).toContain(line);
    });

    it('unset: the page lists the pets of its own mock, whose panel it shows', async () => {
      const dev = await serveWith(undefined);
      try {
        const page = await browser.newPage();
        await page.goto(dev.url);
        await page.getByRole('alert').or(page.getByRole('listitem').nth(2)).waitFor({ timeout: pageTimeout });
        expect(await page.getByRole('alert').count()).toBe(0);
        expect(await page.getByRole('listitem').count()).toBe(3);
        expect(await page.getByRole('button', { name: 'Mock panel' }).count()).toBe(1);
        await page.close();
      } finally {
        await dev.stop();
      }
    });

    it('neither mock nor a URL: startMock throws one error that names the two choices', async () => {
      const dev = await serveWith('staging');
      try {
        const page = await browser.newPage();
        const thrown = page.waitForEvent('pageerror', { timeout: pageTimeout });
        await page.goto(dev.url);
        expect((await thrown).message).toBe(
          'VITE_ANIMAL_STORE is "staging": set mock, or a server\'s URL like http://127.0.0.1:4010/v1',
        );
        await page.close();
      } finally {
        await dev.stop();
      }
    });

    describe("set to the server's URL in .env.development.local", () => {
      let dev: ViteDevServer;

      beforeAll(async () => {
        dev = await serveWith(api);
      });
      afterAll(async () => {
        await dev?.stop();
        await rm(join(app.dir, '.env.development.local'), { force: true });
      });

      it('the server answers, not MSW: a 503 set through its admin API shows in the page, and no panel', async () => {
        const added = await fetch(`${api.replace(/\/v1$/, '')}/__admin/failures`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ operationId: 'listPets', status: 503 }),
        });
        expect(added.status).toBe(201);
        try {
          const page = await browser.newPage();
          await page.goto(dev.url);
          // Whichever the page shows first, pets (the page's mock answered) or the alert, says who answered.
          await page.getByRole('alert').or(page.getByRole('listitem').first()).waitFor({ timeout: pageTimeout });
          expect(await page.locator('#root').textContent()).toContain('503');
          expect(await page.getByRole('button', { name: 'Mock panel' }).count()).toBe(0);
          expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
          await page.close();
        } finally {
          await fetch(`${api.replace(/\/v1$/, '')}/__admin/failures`, { method: 'DELETE' });
        }
      });

      it("passes the docs' StrictMode page test with the sandbox fixture, where the plain form fails, as the docs say", async () => {
        const [plain, strict] = await docsPageTests();
        await rm(join(app.dir, 'docs-example'), { recursive: true, force: true });
        await mkdir(join(app.dir, 'docs-example'));
        await writeFile(join(app.dir, 'docs-example/retry-banner.spec.ts'), `${plain}\n${strict}`);
        await writeFile(
          join(app.dir, 'playwright.docs.config.ts'),
          [
            "import base from './playwright.config.ts';",
            'export default {',
            "  ...base, testDir: './docs-example', webServer: undefined, workers: 1,",
            "  reporter: [['json', { outputFile: 'docs-example/results.json' }]],",
            '  use: {',
            '    ...base.use, baseURL: process.env.APP_URL, animalStoreUrl: process.env.API_URL,',
            "    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: process.env.CHROMIUM_ARGS!.split(' ') },",
            '  },',
            '};',
          ].join('\n'),
        );
        const env = {
          APP_URL: dev.url,
          API_URL: api,
          CHROMIUM_PATH: findChromium()!,
          CHROMIUM_ARGS: chromiumArgs.join(' '),
        };
        const ran = await app.run('npx', ['playwright', 'test', '-c', 'playwright.docs.config.ts'], {
          env,
          timeoutMs: 90_000,
        });
        const outcomes = testOutcomes(JSON.parse(await readFile(join(app.dir, 'docs-example/results.json'), 'utf8')));
        expect(outcomes, shown(ran)).toMatchObject([
          { title: 'shows the retry banner on a 503', status: 'failed' },
          { title: 'shows the retry banner on a 503 (StrictMode too)', status: 'passed' },
        ]);
        // It fails as the docs say: the page keeps StrictMode's second answer, the 200, so no banner.
        expect(outcomes[0]!.error).toMatch(/toContainText[\s\S]*getByRole\('alert'\)[\s\S]*element\(s\) not found/);
      });
    });
  });
});

/** Long enough for a first visit to a dev server (Vite bundles the dependencies then) on a busy machine. */
const pageTimeout = 20_000;

/**
 * docs/sandboxes.md's page test (with its import) and the StrictMode form shown beside it, as the
 * page has them: the docs are what runs.
 */
async function docsPageTests(): Promise<[string, string]> {
  const page = await readFile(join(repoRoot, 'docs/sandboxes.md'), 'utf8');
  const blocks = [...page.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map(([, block]) => block!);
  const plain = blocks.find((block) => block.startsWith('// e2e/retry-banner.spec.ts\n'));
  const strict = blocks.find((block) => block.startsWith("test('shows the retry banner on a 503 (StrictMode too)'"));
  expect(plain, 'docs/sandboxes.md: the page test').toBeDefined();
  expect(strict, 'docs/sandboxes.md: its StrictMode form').toBeDefined();
  return [plain!, strict!];
}

interface Suite {
  specs?: { title: string; tests: { results: { status: string; error?: { message?: string } }[] }[] }[];
  suites?: Suite[];
}

/** Each test of a Playwright JSON report with the status and error (without colours) of its last run. */
function testOutcomes(report: Suite): { title: string; status: string; error: string }[] {
  return [
    ...(report.specs ?? []).map(({ title, tests }) => {
      const { status, error } = tests[0]!.results.at(-1)!;
      return { title, status, error: (error?.message ?? '').replace(/\x1b\[[0-9;]*m/g, '') };
    }),
    ...(report.suites ?? []).flatMap(testOutcomes),
  ];
}
