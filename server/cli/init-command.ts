import { constants, existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Argument, Command, Option } from 'commander';
import { detectStacks, readProject, stackAliases, stackNamed, type Project, type Stack } from './detect-stacks.ts';
import { initPlans, type TemplateFile } from './init-plans.ts';
import { readTemplate } from './init-templates.ts';
import { forMsw, mswMajor, type MswMajor } from './msw-major.ts';
import { runProgram } from './run-program.ts';

// `animal-store-mock init [stack...]`: the mock's setup files for the test stacks of the project in
// the working folder. It never overwrites a file, nor writes through a link. Exit codes: 0 done, 1 nothing
// to set up, 2 bad command line, 3 some files skipped (each line says why; the others were written).

/** Files this run could not write. */
let skipped = 0;

const program = new Command('animal-store-mock init')
  .description(
    'write the setup files the docs show for the test stacks this project uses (found in package.json); never overwrites a file',
  )
  .addArgument(
    new Argument('[stacks...]', 'set up these instead of the ones found').choices([
      ...Object.keys(initPlans),
      ...stackAliases,
    ]),
  )
  .addOption(new Option('--dry-run', 'say what would be written, write nothing'))
  .showHelpAfterError('(run with --help for every option)')
  .exitOverride()
  .action(async (named: Parameters<typeof stackNamed>[0][], { dryRun = false }: { dryRun?: boolean }) => {
    const project = readProject(process.cwd());
    if (!project) fail("no package.json here: run init in your project's folder (npm init -y creates one).");
    const chosen = [...new Set(named.map((name) => stackNamed(name, project)))];
    const stacks = chosen.length > 0 ? chosen : detectStacks(project);
    if (stacks.length === 0) {
      fail(
        'found none of vitest, jest, @playwright/test, or vite with an index.html in package.json; ' +
          `name the stack instead: animal-store-mock init <${[...Object.keys(initPlans), ...stackAliases].join('|')}>`,
      );
    }
    for (const stack of stacks) await setUp(project, stack, dryRun);
    if (skipped > 0) process.exitCode = 3;
  });

async function setUp(project: Project, stack: Stack, dryRun: boolean): Promise<void> {
  const plan = initPlans[stack];
  const installed = mswMajor(project);
  const pin = plan.mswPinned;
  const msw = pin?.major ?? installed;
  console.log(`${plan.title}:`);
  for (const { commonJsPath, ...file } of plan.files) {
    const path = !project.esm && commonJsPath ? commonJsPath : file.path;
    console.log(`  ${await writeTemplate(project.dir, { ...file, path }, msw, dryRun)}`);
  }
  if (plan.serviceWorker) console.log(`  ${await copyServiceWorker(project.dir, dryRun)}`);
  // A project whose msw is a major this stack cannot load needs it replaced, not just installed.
  const wrongMsw = pin !== undefined && project.dependencies.has('msw') && installed !== pin.major;
  const missing = plan.needs.filter((name) => !project.dependencies.has(name) || (name === 'msw' && wrongMsw));
  const named = missing.map((name) => (name === 'msw' && pin ? `msw@${pin.version}` : name));
  if (missing.length > 0) console.log(`  first: npm install -D ${named.join(' ')}`);
  if (wrongMsw) console.log(`  (msw ${installed} is ESM only: Jest's CommonJS runtime cannot require it)`);
  for (const line of plan.nextSteps ?? []) console.log(`  ${line}`);
  console.log(`  next: ${plan.next}`);
}

async function writeTemplate(
  dir: string,
  { path, template, sameAs, instead, holds, besideVite }: TemplateFile,
  msw: MswMajor,
  dryRun: boolean,
): Promise<string> {
  const inTheWay = unwritable(join(dir, path));
  if (inTheWay) return skip(path, inTheWay);
  if (existsSync(join(dir, path))) return `kept ${path} (it exists)${asked(join(dir, path), instead, holds)}`;
  const other = sameAs && readdirSync(dir).find((name) => sameAs.test(name));
  if (other) return `kept ${other}${asked(join(dir, other), instead, holds)}`;
  const vite = besideVite && readdirSync(dir).find((name) => viteConfig.test(name));
  // A Vite config that already holds Vitest's options is Vitest's config: a second one would hide it.
  if (vite && /^\s*test\s*:/m.test(readFileSync(join(dir, vite), 'utf8')))
    return `kept ${vite} (it has a test block): ${instead}`;
  let text = await readTemplate(vite ? besideVite! : template);
  if (vite) text = text.replace("from './vite.config.ts'", `from './${vite}'`);
  if (!dryRun) {
    try {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      // 'wx' creates the file or fails: never through a link planted meanwhile.
      await writeFile(join(dir, path), forMsw(text, msw), { flag: 'wx' });
    } catch (error) {
      return skip(path, writeError(error));
    }
  }
  return `${dryRun ? 'would write' : 'wrote'} ${path}${vite ? ` (it merges ${vite}, which stays as it was)` : ''}`;
}

/** Why a path cannot take a new file: a link (dangling or not) or a folder there; nothing when it is free or a file. */
function unwritable(path: string): string | undefined {
  try {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return 'it is a symbolic link, and init writes through none';
    if (stats.isDirectory()) return 'a folder has that name';
  } catch {
    return undefined;
  }
  return undefined;
}

function writeError(error: unknown): string {
  const { code } = error as NodeJS.ErrnoException;
  if (code === 'EACCES' || code === 'EPERM') return 'no permission to write there';
  if (code === 'EEXIST') return 'something was made there meanwhile';
  if (code === 'ENOTDIR') return 'a file stands where its folder would be';
  return `it could not be written (${code ?? (error as Error).message})`;
}

function skip(path: string, why: string): string {
  skipped += 1;
  return `skipped ${path}: ${why}`;
}

/** What to add to a kept config: nothing when it already holds the setup (a second `init` finds its own file). */
function asked(file: string, instead: string | undefined, holds: string | undefined): string {
  if (!instead || (holds && readFileSync(file, 'utf8').includes(holds))) return '';
  return `: ${instead}`;
}

const viteConfig = /^vite\.config\.[cm]?[jt]s$/;

/** `msw init public`'s job: the project's own msw's worker script, which must match its version. */
async function copyServiceWorker(dir: string, dryRun: boolean): Promise<string> {
  const target = 'public/mockServiceWorker.js';
  const inTheWay = unwritable(join(dir, target));
  if (inTheWay) return skip(target, inTheWay);
  if (existsSync(join(dir, target))) return `kept ${target} (it exists)`;
  let source: string;
  try {
    source = createRequire(join(dir, 'package.json')).resolve('msw/mockServiceWorker.js');
  } catch {
    return `not written: ${target} comes from msw (npm install -D msw, then npx msw init public)`;
  }
  if (!dryRun) {
    try {
      await mkdir(join(dir, 'public'), { recursive: true });
      await copyFile(source, join(dir, target), constants.COPYFILE_EXCL);
    } catch (error) {
      return skip(target, writeError(error));
    }
  }
  return `${dryRun ? 'would write' : 'wrote'} ${target} (msw's service worker)`;
}

function fail(message: string): never {
  console.error(`animal-store-mock init: ${message}`);
  process.exit(1);
}

/**
 * Runs `animal-store-mock init` with the words after `init`.
 * @example await run(['vitest']) // writes vitest.setup.ts and vitest.config.ts
 */
export async function run(args: readonly string[]): Promise<void> {
  await runProgram(program, args);
}
