import { expect } from 'vitest';
import { shown, type Run } from './run.ts';

/** Each runner's closing line for `count` passing tests and nothing else. */
const summaries = {
  jest: (count: number) => new RegExp(`^Tests:\\s+${count} passed, ${count} total$`, 'm'),
  vitest: (count: number) => new RegExp(`^\\s*Tests\\s+${count} passed \\(${count}\\)$`, 'm'),
  playwright: (count: number) => new RegExp(`^\\s*${count} passed \\(`, 'm'),
};

/** Asserts that a consumer's suite exited 0 and its runner counted exactly `count` passing tests. */
export function expectPassed(result: Run, runner: keyof typeof summaries, count: number): void {
  expect(result.code, shown(result)).toBe(0);
  expect(`${result.stdout}\n${result.stderr}`, shown(result)).toMatch(summaries[runner](count));
}
