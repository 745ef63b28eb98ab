/**
 * The package as a consumer gets it: `npm pack` (whose `prepare` builds dist/), installed with msw
 * and vitest into a temporary project, running a vitest file made of the README's MSW example.
 *
 * The example is taken from README.md (the first ```ts block under "## MSW handlers") at run
 * time, so the README and this test cannot drift. The test file is that block, unchanged, with an
 * import of vitest before it and the assertions after it; the block must therefore define
 * `server` (the MSW server) and `response` (the answer to its request for 3 pets).
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const readmeSection = /^## MSW handlers\b/m;

/** The first ```ts block of the README's "## MSW handlers" section. */
function readmeMswExample(readme: string): string {
  const start = readme.search(readmeSection);
  if (start === -1) throw new Error('README.md has no "## MSW handlers" section.');
  const rest = readme.slice(start + 3);
  const end = rest.search(/^## /m);
  const section = end === -1 ? rest : rest.slice(0, end);
  const block = /^```ts\n([\s\S]*?)^```/m.exec(section)?.[1];
  if (block === undefined) throw new Error('The "## MSW handlers" section of README.md has no ```ts block.');
  return block;
}

/** The consumer's test file: the README block as it is, then assertions on what it defines. */
function consumerTestFile(example: string): string {
  return [
    "import { afterAll, expect, it } from 'vitest';",
    '',
    '// ---- README.md, "## MSW handlers", verbatim ----',
    example.trimEnd(),
    '// ---- end of the README example ----',
    '',
    '// Fails to type-check if the package\'s declarations did not resolve (the store would be `any`).',
    "const storeIsTyped: 0 extends 1 & typeof store ? 'any' : 'typed' = 'typed';",
    '',
    'afterAll(() => server.close());',
    '',
    "it('answers the README request with 200 and 3 pets', async () => {",
    '  expect(storeIsTyped).toBe(\'typed\');',
    '  expect(response.status).toBe(200);',
    "  expect(response.headers.get('content-type')).toMatch(/^application\\/json/);",
    '  const pets = await response.json();',
    '  expect(pets).toHaveLength(3);',
    '  expect(pets.map((pet: { id: number }) => pet.id)).toEqual([1, 2, 3]);',
    '  for (const pet of pets) {',
    "    expect(typeof pet.name).toBe('string');",
    "    expect(Number.isInteger(pet.categoryId)).toBe(true);",
    '  }',
    '});',
    '',
  ].join('\n');
}

/** The environment of a child npm/npx: Node 24 first on PATH, nothing of this npm run or vitest worker. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const inherited =
      /^VITEST/i.test(name) ||
      /^npm_(package|lifecycle)_/i.test(name) ||
      /^(npm_command|npm_execpath|npm_node_execpath|npm_config_local_prefix|NODE|NODE_OPTIONS|INIT_CWD)$/i.test(name);
    if (!inherited) env[name] = value;
  }
  env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  return env;
}

interface Run {
  code: number | string | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<Run> {
  return new Promise((done) => {
    execFile(command, args, { cwd, env: childEnv(), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ code: error ? ((error as { code?: number | string }).code ?? 'failed') : 0, stdout, stderr });
    });
  });
}

const shown = ({ code, stdout, stderr }: Run) => `exit ${code}\n--- stdout ---\n${stdout.slice(-6000)}\n--- stderr ---\n${stderr.slice(-6000)}`;

describe('the README example, in a project that installed the packed tarball', () => {
  const temporary: string[] = [];
  let project: string;
  let tarball: string;
  let example: string;

  beforeAll(async () => {
    example = readmeMswExample(await readFile(join(root, 'README.md'), 'utf8'));

    const packDir = await mkdtemp(join(tmpdir(), 'animal-store-pack-'));
    temporary.push(packDir);
    const packed = await run('npm', ['pack', '--pack-destination', packDir], root, 120_000);
    expect(packed.code, `npm pack in ${root}\n${shown(packed)}`).toBe(0);
    const tarballs = (await readdir(packDir)).filter((file) => file.endsWith('.tgz'));
    expect(tarballs, 'npm pack wrote one tarball').toHaveLength(1);
    tarball = join(packDir, tarballs[0]!);

    project = await mkdtemp(join(tmpdir(), 'animal-store-consumer-'));
    temporary.push(project);
    await writeFile(join(project, 'package.json'), `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`);
    const installed = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', tarball, 'msw@3.0.5', 'vitest@5.1.1', 'typescript@5.9.3'],
      project,
      200_000,
    );
    expect(installed.code, `npm install in ${project}\n${shown(installed)}`).toBe(0);
    await mkdir(join(project, 'test'));
    await writeFile(join(project, 'test', 'readme.test.ts'), consumerTestFile(example));
  }, 330_000);

  afterAll(async () => {
    for (const dir of temporary) await rm(dir, { recursive: true, force: true });
  });

  it('imports animal-store-mock/msw, as the example shows', () => {
    expect(example).toMatch(/^import \{[^}]*\bcreateAnimalStore\b[^}]*\} from 'animal-store-mock\/msw';$/m);
    expect(example).toMatch(/^import \{[^}]*\bcreateHandlers\b[^}]*\} from 'animal-store-mock\/msw';$/m);
    expect(example).toMatch(/\bconst server\b/);
    expect(example).toMatch(/\bconst response\b/);
  });

  it('runs with vitest there and passes', async () => {
    const tested = await run('npx', ['vitest', 'run', '--reporter=verbose'], project, 120_000);
    expect(tested.code, shown(tested)).toBe(0);
    expect(tested.stdout).toMatch(/answers the README request with 200 and 3 pets/);
    expect(tested.stdout).toMatch(/1 passed/);
  }, 150_000);

  it('ships the built QA dashboard, found by the installed server code', async () => {
    const installed = join(project, 'node_modules', 'animal-store-mock', 'dist');
    const { loadDashboardAssets } = (await import(pathToFileURL(join(installed, 'server', 'dashboard-assets.js')).href)) as typeof import('../../server/dashboard-assets.ts');
    const assets = loadDashboardAssets();
    const page = new TextDecoder().decode(assets?.get('index.html')?.body);
    const script = /src="\/__admin\/ui\/(assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script, page).toBeDefined();
    expect(assets?.get(script!)?.contentType).toBe('text/javascript; charset=utf-8');
  });

  it('type-checks there against the published declarations', async () => {
    await writeFile(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          target: 'es2023',
          lib: ['es2023', 'dom', 'dom.iterable'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['test/*.ts'],
      }),
    );
    const checked = await run('npx', ['tsc', '-p', '.'], project, 120_000);
    expect(checked.code, shown(checked)).toBe(0);
  }, 150_000);
});
