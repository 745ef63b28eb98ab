import { cp, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';
import { consumersCache } from './support/cache.ts';
import { consumer, projectsDir, type Consumer } from './support/consumer-project.ts';
import { expectPassed } from './support/expect-passed.ts';
import { run, shown } from './support/run.ts';

/**
 * A user's first hour, from the packed package alone: the CLI project installed the tarball the
 * README's way; `init` then sets up a project of each stack, in a folder of its own that borrows
 * that stack's installed node_modules (no second install), and the project's own tests pass.
 */
describe.concurrent('the first hour, from the packed package', () => {
  const cli = consumer('cli');

  it('ships a clean package: licence, bin, every export target and its types, init templates, no tests or benches', async () => {
    const listed = await run('tar', ['-tzf', inject('tarball')], { cwd: consumersCache });
    const files = listed.stdout
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''));
    const manifest = JSON.parse(await readFile(join(cli.dir, 'node_modules/animal-store-mock/package.json'), 'utf8'));
    const targets = [
      manifest.bin['animal-store-mock'],
      ...JSON.stringify(manifest.exports)
        .match(/\.\/dist\/[^"]+/g)!
        .map((path) => path.slice(2)),
    ];
    expect(files).toContain('LICENSE');
    // Nothing runs when the package is installed (npm 11 warns of any such script): it is built when packed.
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => /^(pre|post)?(install|prepare)$/.test(name))).toEqual(
      [],
    );
    for (const target of targets) expect(files, target).toContain(target);
    expect(files).toContain('dist/templates/vitest/vitest.setup.ts');
    expect(files).toContain('dist/templates/playwright/playwright.config.ts');
    // The templates hold the Playwright example test `init` writes; nothing else may look like a test.
    expect(
      files.filter(
        (file) => !file.startsWith('dist/templates/') && /(^|\/)(test|tests|bench|e2e)\/|\.(test|spec)\./.test(file),
      ),
    ).toEqual([]);
  });

  it("refuses Node 20 in one line from the checkout's server/start.js too, with no stack trace", async () => {
    const started = await cli.run('node', [join(repoRoot, 'server/start.js'), '--port', '0'], {
      path: [inject('nodeBins').unsupported],
    });
    expect(started.code, shown(started)).toBe(1);
    expect(started.stderr.split('\n').filter(Boolean), shown(started)).toEqual([
      'animal-store-mock from its source needs Node 22.18 or newer, which runs TypeScript; this is Node 20.20.2. ' +
        'Run npm start (it uses the pinned Node 24), or upgrade Node, e.g. to 24 LTS.',
    ]);
  });

  it('answers npx animal-store-mock --help with its commands, and each command its own --help', async () => {
    const help = await cli.run('npx', ['animal-store-mock', '--help']);
    expect(help.code, shown(help)).toBe(0);
    expect(help.stdout).toMatch(/^Usage: animal-store-mock \[command\] \[options\]/m);
    for (const command of ['start', 'scenario', 'init']) {
      expect(help.stdout).toMatch(new RegExp(`^  ${command}\\s`, 'm'));
      const own = await cli.run('npx', ['animal-store-mock', command, '--help']);
      expect(own.code, shown(own)).toBe(0);
      expect(own.stdout).toMatch(new RegExp(`^Usage: animal-store-mock ${command} `, 'm'));
    }
  });

  it("runs the README's scenario generate line: the pets themselves, as its comment says, in a file that validates", async () => {
    const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
    const line = /^npx (animal-store-mock scenario generate [^>]+)> my\.json\s+# (.+)$/m.exec(readme);
    expect(line, 'the README names a scenario generate line with what it writes').not.toBeNull();
    const [, command, promise] = line!;
    const count = Number(/--count (\d+)/.exec(command!)![1]);
    expect(promise).toBe(`the ${count} pets, to edit`);
    const generated = await cli.run('npx', command!.trim().split(/\s+/));
    expect(generated.code, shown(generated)).toBe(0);
    const pets = JSON.parse(generated.stdout).pets as { id: number; name: string }[];
    expect(pets).toHaveLength(count);
    expect(pets.every(({ name }) => typeof name === 'string' && name !== '')).toBe(true);
    // Its $schema names the schema the package ships, from the project's folder, where editors look.
    const schema = JSON.parse(generated.stdout).$schema;
    expect(await readFile(join(cli.dir, schema), 'utf8')).toBe(
      await readFile(join(repoRoot, 'fixtures/scenario.schema.json'), 'utf8'),
    );
    await writeFile(join(cli.dir, 'my.json'), generated.stdout);
    const valid = await cli.run('npx', ['animal-store-mock', 'scenario', 'validate', 'my.json']);
    expect({ code: valid.code, stdout: valid.stdout }, shown(valid)).toEqual({
      code: 0,
      stdout: `ok: ${count} pets\n`,
    });
  });

  it('init sets up a Vitest project whose package is not ESM (the config as .mts), with a sample test, and its tests then pass', async () => {
    const project = await borrowInstall('vitest', ['pets.test.ts', 'tsconfig.json']);
    const { type: _esm, ...manifest } = JSON.parse(await readFile(join(projectsDir, 'vitest', 'package.json'), 'utf8'));
    await writeFile(join(project.dir, 'package.json'), JSON.stringify(manifest));
    const init = await project.run('npx', ['animal-store-mock', 'init']);
    expect(init.code, shown(init)).toBe(0);
    expect(init.stdout).toMatch(
      /^  wrote vitest\.setup\.ts\n  wrote vitest\.config\.mts\n  wrote animal-store\.test\.ts\n  next: npx vitest run$/m,
    );
    // The project's 6 and init's sample.
    expectPassed(await project.run('npx', ['vitest', 'run']), 'vitest', 7);
    const again = await project.run('npx', ['animal-store-mock', 'init']);
    expect(again.stdout, shown(again)).toMatch(/^  kept vitest\.setup\.ts \(it exists\)$/m);
  });

  it('init sets up a Jest (CommonJS) project whose own tests then pass', async () => {
    const project = await borrowInstall('jest-cjs', ['package.json', 'pets.test.js']);
    const init = await project.run('npx', ['animal-store-mock', 'init']);
    expect(init.stdout, shown(init)).toMatch(
      /^  wrote jest\.setup\.js\n  wrote jest\.config\.js\n  wrote animal-store\.test\.js$/m,
    );
    expectPassed(await project.run('npm', ['test']), 'jest', 7);
  });

  it('init jest in a new CommonJS project (npm init -y, then Jest) passes by its printed steps alone', async () => {
    const dir = join(consumersCache, 'init-jest-new');
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const project = {
      dir,
      run: (command: string, args: string[]) => run(command, args, { cwd: dir, timeoutMs: 300_000 }),
    };
    const install = (args: string[]) =>
      project.run('npm', ['install', '-D', '--prefer-offline', '--no-audit', '--no-fund', ...args]);
    expect((await project.run('npm', ['init', '-y'])).code).toBe(0);
    const jest = await install(['jest@30', inject('tarball')]);
    expect(jest.code, shown(jest)).toBe(0);
    const init = await project.run('npx', ['animal-store-mock', 'init', 'jest']);
    expect(init.code, shown(init)).toBe(0);
    // msw 3 and the newest 2.x are ESM only: init pins the msw a CommonJS Jest can require.
    const first = /^ {2}first: npm install -D (.+)$/m.exec(init.stdout);
    expect(first?.[1], shown(init)).toMatch(/^msw@2\.\d+\.\d+ jest-fixed-jsdom$/);
    const installed = await install(first![1]!.split(' '));
    expect(installed.code, shown(installed)).toBe(0);
    const next = /^ {2}next: (.+)$/m.exec(init.stdout)![1]!.split(' ');
    expectPassed(await project.run(next[0]!, next.slice(1)), 'jest', 1);
    // Two installs from npm's cache.
  }, 300_000);

  it('init vitest in a Vite app without Vitest names vitest to install, and a second init says nothing false about its own files', async () => {
    const project = await borrowInstall('vite-app', ['index.html', 'vite.config.ts']);
    const { vitest: _vitest, ...devDependencies } = JSON.parse(
      await readFile(join(projectsDir, 'vite-app', 'package.json'), 'utf8'),
    ).devDependencies;
    await writeFile(join(project.dir, 'package.json'), JSON.stringify({ type: 'module', devDependencies }));
    const init = await project.run('npx', ['animal-store-mock', 'init', 'vitest']);
    expect(init.code, shown(init)).toBe(0);
    expect(init.stdout).toMatch(/^ {2}first: npm install -D vitest\n {2}next: npx vitest run$/m);
    expect(init.stdout).toMatch(/^ {2}wrote vitest\.config\.ts \(it merges vite\.config\.ts/m);
    const again = await project.run('npx', ['animal-store-mock', 'init', 'vitest']);
    expect(again.code, shown(again)).toBe(0);
    expect(again.stdout.split('\n').filter((line) => line.includes('kept'))).toEqual([
      '  kept vitest.setup.ts (it exists)',
      '  kept vitest.config.ts (it exists)',
      '  kept animal-store.test.ts (it exists)',
    ]);
  });

  it('init writes the option an msw 2 project honours (onUnhandledRequest), and its sample test passes', async () => {
    // Jest in ESM mode over the jest-ts project's install, which holds msw 2 (the jest-esm template is msw 3's).
    const project = await borrowInstall('jest-esm', ['package.json'], 'jest-ts');
    const init = await project.run('npx', ['animal-store-mock', 'init']);
    expect(init.code, shown(init)).toBe(0);
    const setup = await readFile(join(project.dir, 'jest.setup.js'), 'utf8');
    expect(setup).toContain("server.listen({ onUnhandledRequest: 'bypass' })");
    expect(setup).toContain('// msw 2 (msw 3 names it onUnhandledFrame)');
    expect(setup).not.toContain('onUnhandledFrame:');
    expectPassed(await project.run('npm', ['test']), 'jest', 1);
  });

  it('init playwright names @playwright/test among the packages to install when the project lacks it', async () => {
    const project = await borrowInstall('cli', ['package.json']);
    const init = await project.run('npx', ['animal-store-mock', 'init', 'playwright', '--dry-run']);
    expect(init.stdout, shown(init)).toMatch(/^  first: npm install -D @playwright\/test$/m);
  });

  it.for([
    { stack: 'jest-esm', files: ['jest.setup.js', 'jest.config.js'] },
    { stack: 'jest-ts', files: ['jest.setup.ts', 'jest.config.js'] },
  ])('init writes the $stack setup the docs show', async ({ stack, files }) => {
    const project = await borrowInstall(stack, ['package.json']);
    const init = await project.run('npx', ['animal-store-mock', 'init']);
    expect(init.code, shown(init)).toBe(0);
    for (const file of files) {
      expect(init.stdout).toMatch(new RegExp(`^  wrote ${file.replace('.', '\\.')}$`, 'm'));
      expect(await readFile(join(project.dir, file), 'utf8')).toBe(
        await readFile(join(projectsDir, stack, file), 'utf8'),
      );
    }
  });

  it('init sets up Playwright with the sandbox fixture and a testDir that leaves the unit tests out, and a Vite app with its service worker', async () => {
    const project = await borrowInstall('browser', ['package.json', 'index.html']);
    await cp(join(projectsDir, 'vitest', 'pets.test.ts'), join(project.dir, 'pets.test.ts'));
    const init = await project.run('npx', ['animal-store-mock', 'init']);
    expect(init.code, shown(init)).toBe(0);
    for (const file of [
      'playwright.config.ts',
      'e2e/animal-store.spec.ts',
      'src/mock.ts',
      'public/mockServiceWorker.js',
    ]) {
      expect(init.stdout).toMatch(new RegExp(`^  wrote ${file.replace(/\./g, '\\.')}( |$)`, 'm'));
    }
    expect(await readFile(join(project.dir, 'public/mockServiceWorker.js'), 'utf8')).toBe(
      await readFile(join(project.dir, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'),
    );
    const listed = await project.run('npx', ['playwright', 'test', '--list']);
    expect(listed.code, shown(listed)).toBe(0);
    expect(listed.stdout).toMatch(/animal-store\.spec\.ts/);
    expect(listed.stdout).not.toMatch(/pets\.test\.ts/);
  });
});

/** A fresh folder with some of a consumer project's files and, linked, its (or another project's) installed node_modules. */
async function borrowInstall(stack: string, files: string[], installed = stack): Promise<Consumer> {
  // A folder of this file's own: another file's project (vite-app.test.ts's init-vite-app) is in use beside it.
  const dir = join(consumersCache, ['first-hour', stack, ...(installed === stack ? [] : [installed])].join('-'));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const file of files) await cp(join(projectsDir, stack, file), join(dir, file));
  await symlink(join(consumer(installed).dir, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return { dir, run: (command, args, options = {}) => run(command, args, { ...options, cwd: dir }) };
}
