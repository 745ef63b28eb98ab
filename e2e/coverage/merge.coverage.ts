import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { CoverageDocument } from '../../core/internal.ts';
import { runCli } from '../../scripts/run-cli.ts';
import { countsOf, coverageDir, summedCounts, workerPlans } from './plans.ts';

async function coverageCli(args: string[]) {
  const child = runCli(['coverage', ...args]);
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

// Runs once the `workers` project is done (a project dependency): merges what the four wrote.
test('the workers’ files merge to the sum of what each did, and gate CI', async () => {
  const names = (await readdir(coverageDir)).filter((name) => name.endsWith('.json')).sort();
  expect(names).toHaveLength(workerPlans.length);
  expect(new Set(names.map((name) => /^pw-w(\d+)-/.exec(name)?.[1])).size, 'one worker per plan').toBe(
    workerPlans.length,
  );

  const merged = join(coverageDir, '..', 'coverage-merged.json');
  const run = await coverageCli([coverageDir, '--json', merged, '--require', 'listPets:503,getPet:gone', '--quiet']);
  expect(run.code, run.stderr).toBe(0);
  expect(countsOf(JSON.parse(await readFile(merged, 'utf8')) as CoverageDocument)).toEqual(summedCounts(workerPlans));

  // Without the worker that met the failures, the same gate fails and names both holes.
  const files = await Promise.all(
    names.map(async (name) => ({
      file: join(coverageDir, name),
      coverage: JSON.parse(await readFile(join(coverageDir, name), 'utf8')) as CoverageDocument,
    })),
  );
  const others = files
    .filter(({ coverage }) => coverage.operations['getPet']!.failures.gone!.hits === 0)
    .map(({ file }) => file);
  expect(others).toHaveLength(workerPlans.length - 1);
  const gated = await coverageCli([...others, '--require', 'listPets:503,getPet:gone', '--quiet']);
  expect(gated.code).toBe(1);
  expect(gated.stderr).toContain('required listPets:503 was never seen');
  expect(gated.stderr).toContain('required getPet:gone was never seen');
});
