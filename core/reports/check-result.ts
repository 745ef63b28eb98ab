import type { CheckResult, Verdict } from './resilience-document.ts';

const tallyOf = (verdict: Verdict): Record<Verdict, number> => ({ pass: 0, fail: 0, 'not-exercised': 0, [verdict]: 1 });

/** The three ways a check ends, each with its one sentence. */
export const passed = (message: string, entries: number[] = [], extra: Partial<CheckResult> = {}): CheckResult => ({
  verdict: 'pass',
  message,
  entries,
  ...extra,
  tally: tallyOf('pass'),
});
export const failed = (message: string, entries: number[], extra: Partial<CheckResult> = {}): CheckResult => ({
  verdict: 'fail',
  message,
  entries,
  ...extra,
  tally: tallyOf('fail'),
});
export const notExercised = (message: string): CheckResult => ({
  verdict: 'not-exercised',
  message,
  entries: [],
  tally: tallyOf('not-exercised'),
});

/** `1 answer` / `3 answers`. */
export const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;
