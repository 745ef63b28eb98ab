import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/child-server.ts';

/**
 * Tests wait on conditions (expect.poll, waitFor, events) or on an injected clock, never on a fixed
 * sleep or a wall-clock upper bound: on a loaded 2-core machine a sleep guesses wrong and a bound
 * fails. Lower bounds on injected latency stay (load only lengthens them); timings belong to
 * `npm run bench`. This finds the usual spellings in every test file of the tree.
 */

/** What a fixed sleep or wall-clock upper bound looks like, one line at a time. */
const patterns: { name: string; pattern: RegExp }[] = [
  // `new Promise((resolve) => setTimeout(resolve, 400))`; a tick (0 ms) only yields, it does not wait.
  { name: 'setTimeout promise', pattern: /setTimeout\(\s*(?:resolve|res|r|done)\s*,\s*(?!0\s*\))[\w.]+/ },
  { name: 'timers/promises', pattern: /from\s+'node:timers\/promises'|require\('node:timers\/promises'\)/ },
  { name: 'waitForTimeout', pattern: /\.waitForTimeout\(/ },
  { name: 'sleep helper with a literal', pattern: /\b(?:sleep|delay|pause|wait)\(\s*\d/ },
  { name: 'wall-clock upper bound', pattern: /expect\([^;]*(?:Date|performance)\.now\(\)[^;]*\)\.toBeLessThan/ },
];

/** Lines that must keep a timed wait, each with why. Keyed by file and a piece of the line. */
const allowed: { file: string; line: string; why: string }[] = [
  {
    file: 'test/support/wait-for.ts',
    line: 'setTimeout(resolve, 20)',
    why: "the pause between two checks of waitFor's condition",
  },
  {
    file: 'test/support/careful-client.ts',
    line: 'setTimeout(resolve, ms)',
    why: 'the client under test honours Retry-After and backs off: its waiting is what the resilience checks judge',
  },
  {
    file: 'test/process/hand-edits.test.ts',
    line: 'setTimeout(resolve, 1_500)',
    why: 'a check that something does not happen (no compaction overwrites a broken file): no event marks its absence',
  },
  {
    file: 'test/http/create-pet-size-limit.test.ts',
    line: 'setTimeout(resolve, 100)',
    why: "waits for the socket's next data (an event); the 100 ms only rechecks the hang guard",
  },
  {
    file: 'test/http/failures-clock-admin.test.ts',
    line: 'Date.now())).toBeLessThan(60_000)',
    why: "a clock on real time reads the machine's time: a minute of slack, no timing",
  },
  {
    file: 'templates/playwright/animal-store.spec.ts',
    line: "setTimeout(resolve, Number(refused.headers()['retry-after']",
    why: "init's sample client honours Retry-After, as the resilience gate beside it in the README requires",
  },
];

/** The lines of `text` that wait a fixed time, as `name: line`. */
function fixedWaitsIn(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) =>
      patterns.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `${name}: ${line.trim()}`),
    );
}

const testFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'test', 'e2e', '*.test.ts', '*.spec.ts'],
  { cwd: repoRoot, encoding: 'utf8' },
)
  .split('\n')
  .filter(
    (file) =>
      /\.(ts|tsx)$/.test(file) &&
      !file.startsWith('test/consumers/projects/') &&
      !file.startsWith('e2e/app/') &&
      file !== 'test/architecture/no-fixed-sleeps.test.ts',
  );

describe('no fixed sleeps in tests', () => {
  it.each([
    ['a sleep promise', 'await new Promise((resolve) => setTimeout(resolve, 400));'],
    ['a named delay', 'await new Promise((r) => setTimeout(r, delayMs));'],
    ['node:timers/promises', "import { setTimeout as sleep } from 'node:timers/promises';"],
    ['waitForTimeout', 'await page.waitForTimeout(500);'],
    ['a sleep helper', 'await sleep(250);'],
    ['an upper bound on elapsed time', 'expect(Date.now() - started).toBeLessThan(2_000);'],
  ])('finds %s', (_, line) => {
    expect(fixedWaitsIn(`const a = 1;\n${line}\n`)).toHaveLength(1);
  });

  it('lets a tick, a guard timer and a lower bound on injected latency pass', () => {
    expect(
      fixedWaitsIn(
        [
          'const tick = () => new Promise((resolve) => setTimeout(resolve, 0));',
          'const guard = setTimeout(() => child.kill(), 5_000);',
          'expect(outcome.ms).toBeGreaterThanOrEqual(250);',
          'await expect.poll(() => count()).toBe(2);',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('finds none in the test code but the allowed ones, each with its reason', () => {
    const found = testFiles.flatMap((file) =>
      fixedWaitsIn(readFileSync(`${repoRoot}/${file}`, 'utf8')).map((hit) => ({ file, hit })),
    );
    const unexplained = found.filter(
      ({ file, hit }) => !allowed.some((entry) => entry.file === file && hit.includes(entry.line)),
    );
    expect(unexplained, 'wait on a condition (expect.poll, waitFor, an event) or an injected clock instead').toEqual(
      [],
    );
    // An allow-list entry whose line is gone is removed with it.
    const used = allowed.filter((entry) =>
      found.some(({ file, hit }) => entry.file === file && hit.includes(entry.line)),
    );
    expect(used).toEqual(allowed);
  });
});
