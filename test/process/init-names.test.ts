import { existsSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Harness, repoRoot } from './harness.ts';

const harness = new Harness();
afterEach(() => harness.cleanup());

async function project(manifest: object): Promise<string> {
  const dir = await harness.tempDir();
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest));
  return dir;
}

describe('init takes the names the README uses', () => {
  it('init vite sets up the Vite app (the browser stack), with the dev-only start it prints', async () => {
    const run = await harness.runToExit(['init', 'vite', '--dry-run'], { cwd: await project({ type: 'module' }) });
    expect(run.stderr()).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout()).toMatch(
      /^Vite app \(MSW service worker, in development only\):\n {2}would write src\/mock\.ts$/m,
    );
    expect(run.stdout()).toContain(
      "    if (import.meta.env.DEV) {\n      const { startMock } = await import('./mock');\n      await startMock();\n    }\n",
    );
  });

  it.for([
    { manifest: {}, title: 'Jest (CommonJS)' },
    { manifest: { type: 'module' }, title: 'Jest (ESM mode)' },
    { manifest: { devDependencies: { 'ts-jest': '^29' } }, title: 'Jest (TypeScript, ts-jest)' },
  ])('init jest sets up $title for that project', async ({ manifest, title }) => {
    const run = await harness.runToExit(['init', 'jest', '--dry-run'], { cwd: await project(manifest) });
    expect(run.code, run.stderr()).toBe(0);
    expect(run.stdout().split('\n')[0]).toBe(`${title}:`);
  });

  it('init jest in a CommonJS project that asks for msw 3 says to replace it with the msw Jest can require', async () => {
    const manifest = { devDependencies: { jest: '^30', msw: '^3.0.5', 'jest-fixed-jsdom': '^0.0.11' } };
    const run = await harness.runToExit(['init', 'jest', '--dry-run'], { cwd: await project(manifest) });
    expect(run.code, run.stderr()).toBe(0);
    expect(run.stdout()).toMatch(
      /^ {2}first: npm install -D msw@2\.11\.2\n {2}\(msw 3 is ESM only: Jest's CommonJS runtime cannot require it\)$/m,
    );
  });

  it('and the README names only stacks init accepts', async () => {
    const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
    const named = [...readme.matchAll(/`init ([a-z -]+)`/g)].flatMap(([, words]) => words!.split(' '));
    expect(named.length).toBeGreaterThan(0);
    const help = await harness.runToExit(['init', '--help']);
    const choices = /choices: ([^)]*)\)/
      .exec(help.stdout().replace(/\s+/g, ' '))![1]!
      .split(', ')
      .map((choice) => choice.replace(/"/g, ''));
    for (const name of named) expect(choices).toContain(name);
  });
});

describe('init beside what it cannot write', () => {
  it('skips a link, dangling or not, with one line each, writes the rest, and exits 3', async () => {
    const dir = await project({ type: 'module', devDependencies: { vitest: '^5', msw: '^3' } });
    const outside = join(await harness.tempDir(), 'outside.ts');
    await symlink(join(dir, 'nowhere', 'setup.ts'), join(dir, 'vitest.setup.ts'));
    await writeFile(outside, '// theirs\n');
    await symlink(outside, join(dir, 'animal-store.test.ts'));
    const run = await harness.runToExit(['init', 'vitest'], { cwd: dir });
    expect(run.stderr()).toBe('');
    expect(run.code).toBe(3);
    expect(run.stdout()).toContain('skipped vitest.setup.ts: it is a symbolic link, and init writes through none');
    expect(run.stdout()).toContain('skipped animal-store.test.ts: it is a symbolic link, and init writes through none');
    expect(run.stdout()).not.toMatch(/\n\s+at /);
    expect(run.stdout()).toMatch(/wrote vitest\.config\.ts/);
    expect(await readFile(outside, 'utf8')).toBe('// theirs\n');
    expect(existsSync(join(dir, 'nowhere'))).toBe(false);
  });
});
