import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bannerUrl, runCli } from '../../scripts/run-cli.ts';
import { consumersCache } from './support/cache.ts';
import { consumer, projectsDir, type Consumer } from './support/consumer-project.ts';
import { expectPassed } from './support/expect-passed.ts';
import { run, shown, type Run } from './support/run.ts';

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
});
