import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { checkNames, type ResilienceDocument } from '../../core/reports/resilience.ts';
import { runCli } from '../../scripts/run-cli.ts';
import { resilienceDirs } from './plans.ts';

async function resilienceCli(args: string[]) {
  const child = runCli(['resilience', ...args]);
  const { code } = await child.exited;
  return { code, stdout: child.stdout(), stderr: child.stderr() };
}

const gate = ['--require', 'retry-after,no-blind-create-retry'];

// Runs once both clients' workers are done (project dependencies): merges what each wrote.
test('each worker’s verdicts merge; the gate fails the careless client on the named checks and passes it fixed', async () => {
  for (const dir of Object.values(resilienceDirs))
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(4);

  const careless = await resilienceCli([resilienceDirs.careless, ...gate, '--quiet']);
  expect(careless.code).toBe(1);
  expect(careless.stderr).toContain('resilience gate: required retry-after failed: listPets was called again');
  expect(careless.stderr).toContain(
    'resilience gate: required no-blind-create-retry failed: The same createPet body was sent again',
  );

  const merged = join(resilienceDirs.careful, '..', 'careful-merged.json.out');
  const careful = await resilienceCli([resilienceDirs.careful, ...gate, '--json', merged]);
  expect(careful.code, careful.stderr).toBe(0);
  const verdicts = JSON.parse(await readFile(merged, 'utf8')) as ResilienceDocument;
  expect(checkNames.map((name) => verdicts.checks[name].verdict)).toEqual(checkNames.map(() => 'pass'));
  // Each check was met by one worker or two and passed there; the others never met it.
  expect(verdicts.checks['retry-after'].tally).toEqual({ pass: 1, fail: 0, 'not-exercised': 3 });
  expect(verdicts.checks['gone-respected'].tally).toEqual({ pass: 1, fail: 0, 'not-exercised': 3 });
});
