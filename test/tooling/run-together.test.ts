import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/run-cli.ts';

const script = join(repoRoot, 'scripts', 'run-together.ts');
/** Scripts of a throwaway package: `slow` would outlive the test by far if nothing stopped it. */
const scripts = {
  quick: `node -e "console.log('quick says hi')"`,
  fails: `node -e "console.error('fails says why'); process.exit(3)"`,
  slow: `node -e "setTimeout(() => console.log('slow finished'), 60000)"`,
  unended: `node -e "process.stdout.write('no newline')"`,
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'animal-store-run-together-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'together', private: true, scripts }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs it to its end; bounded: killed after 15 s (a quarter of what `slow` takes), which shows as code -1. */
function together(...names: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...names], { cwd: dir, timeout: 15_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? -1) : 0, stdout, stderr });
    });
  });
}

describe('scripts/run-together.ts', () => {
  it('runs every script, prefixes each line with its name, keeps an unended last line and exits 0 when all pass', async () => {
    const { code, stdout } = await together('quick', 'unended');
    expect(code, stdout).toBe(0);
    expect(stdout).toMatch(/^quick\s+\| quick says hi$/m);
    expect(stdout).toMatch(/^unended \| no newline$/m);
    expect(stdout).toMatch(/^quick\s+ok in [\d.]+ s$/m);
    expect(stdout).toMatch(/^together\s+ok in [\d.]+ s$/m);
  });

  it('stops the others at the first failure and exits 1, naming the one that failed', async () => {
    const { code, stdout, stderr } = await together('slow', 'fails');
    expect(code, stdout).toBe(1);
    expect(stderr).toMatch(/^fails \| fails says why$/m);
    expect(stdout).toMatch(/^fails\s+FAILED \(3\) in/m);
    expect(stdout).toMatch(/^slow\s+stopped in/m);
    expect(stdout).not.toMatch(/^slow\s+\| slow finished$/m);
  });

  it('refuses a name that is not a script name with exit 2', async () => {
    const { code, stderr } = await together('a; rm -rf /');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^usage: node scripts\/run-together\.ts <npm script>\.\.\.$/m);
  });
});
