import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../state/seeded-random.ts';
import { attemptsToDecide, judgeBackoff, minimumBase, onceIn } from './backoff-judge.ts';
import { resilienceDefaults } from './resilience-options.ts';

/** Seeded gap sequences: the AWS Architecture Blog's three jitter kinds, and two careless clients. */
type Policy = (random: () => number, retries: number) => number[];
const cap = 20_000;
const envelope = (base: number, n: number) => Math.min(cap, base * 2 ** n);
const full =
  (base: number): Policy =>
  (random, retries) =>
    Array.from({ length: retries }, (_, n) => random() * envelope(base, n));
const equal =
  (base: number): Policy =>
  (random, retries) =>
    Array.from({ length: retries }, (_, n) => envelope(base, n) / 2 + (random() * envelope(base, n)) / 2);
const decorrelated =
  (base: number): Policy =>
  (random, retries) => {
    let sleep = base;
    return Array.from({ length: retries }, () => (sleep = Math.min(cap, base + random() * (sleep * 3 - base))));
  };
/** Gaps of 0 to 20 ms plus the load's noise, up to the tolerance. */
const immediate =
  (tolerance: number): Policy =>
  (random, retries) =>
    Array.from({ length: retries }, () => random() * 20 + random() * tolerance);
/** One fixed interval under the base, drawn per run, each wait a timer's few ms late. */
const fixedUnderBase: Policy = (random, retries) => {
  const interval = random() * minimumBase;
  return Array.from({ length: retries }, () => interval + random() * 5);
};

const sequences = 10_000;
const tolerance = resilienceDefaults.tolerance;

const tallies = new Map<string, Record<'fail' | 'pass' | 'undecided', number>>();
/** How often `policy` gets each verdict over `sequences` seeded runs of `attempts` attempts (each counted once). */
function rates(policy: Policy, attempts: number, seed: number, name: string) {
  const key = `${name} ${attempts} ${seed}`;
  const known = tallies.get(key);
  if (known !== undefined) return known;
  const random = createSeededRandom(seed);
  const tally = { fail: 0, pass: 0, undecided: 0 };
  for (let i = 0; i < sequences; i += 1) tally[judgeBackoff(policy(random, attempts - 1), { tolerance }).verdict] += 1;
  tallies.set(key, tally);
  return tally;
}

const jittered = { full, equal, decorrelated };
const immediateName = `immediate retries (0–20 ms + up to ${tolerance} ms of noise)`;
const fixedName = `a fixed interval under ${minimumBase} ms (+ up to 5 ms)`;
const bases = [50, 100, 1_000];
const attemptCounts = [3, 4, 5, 6, 7, 8, 9, 10];

/** The table docs/resilience.md shows, from these same runs. */
function ratesTable(): string {
  const percent = (n: number) => `${((100 * n) / sequences).toFixed(n === 0 || n === sequences ? 0 : 2)} %`;
  const lines = [
    '| policy (10,000 seeded runs each) | attempts | fail | pass | not-exercised |',
    '|---|---|---|---|---|',
  ];
  for (const [kind, policy] of Object.entries(jittered)) {
    for (const base of bases) {
      for (const attempts of [3, 5, 8, 10]) {
        const tally = rates(policy(base), attempts, base * 100 + attempts, `${kind} ${base}`);
        lines.push(
          `| ${kind} jitter from ${base} ms | ${attempts} | ${percent(tally.fail)} | ${percent(tally.pass)} | ${percent(tally.undecided)} |`,
        );
      }
    }
  }
  for (const [name, policy] of [
    [immediateName, immediate(tolerance)],
    [fixedName, fixedUnderBase],
  ] as const) {
    for (const attempts of [5, 8]) {
      const tally = rates(policy, attempts, attempts, name);
      lines.push(
        `| ${name} | ${attempts} | ${percent(tally.fail)} | ${percent(tally.pass)} | ${percent(tally.undecided)} |`,
      );
    }
  }
  return lines.join('\n');
}

describe('judgeBackoff on synthetic gap sequences', () => {
  it('never fails full, equal or decorrelated jitter from 50, 100 or 1,000 ms, at 3 to 10 attempts', () => {
    for (const [kind, policy] of Object.entries(jittered)) {
      for (const base of bases) {
        for (const attempts of attemptCounts) {
          expect({
            kind,
            base,
            attempts,
            fails: rates(policy(base), attempts, base * 100 + attempts, `${kind} ${base}`).fail,
          }).toEqual({
            kind,
            base,
            attempts,
            fails: 0,
          });
        }
      }
    }
  });

  it('fails at least 99.9 % of immediate retries and fixed intervals under the base at 8 attempts', () => {
    expect(rates(immediate(tolerance), 8, 8, immediateName).fail).toBeGreaterThanOrEqual(0.999 * sequences);
    expect(rates(fixedUnderBase, 8, 8, fixedName).fail).toBeGreaterThanOrEqual(0.999 * sequences);
  });

  it('leaves a short run of retries at once undecided, naming the run length that decides', () => {
    const decision = judgeBackoff([3, 5, 2, 4], { tolerance });
    expect(decision).toMatchObject({ verdict: 'undecided', attemptsNeeded: attemptsToDecide(4, tolerance) });
    expect(
      judgeBackoff(
        Array.from({ length: 7 }, () => 4),
        { tolerance },
      ).verdict,
    ).toBe('fail');
  });

  it('fails gaps no backoff gives in a billion, however short the run, and passes a gap longer than retrying at once', () => {
    expect(judgeBackoff([0, 0, 0, 0, 0], { tolerance }).verdict).toBe('fail');
    expect(judgeBackoff([3, 400], { tolerance }).verdict).toBe('pass');
  });

  it('says its chances in words', () => {
    expect(onceIn(3e-7)).toBe('less than once in a million');
    expect(onceIn(4e-5)).toBe('less than once in 10,000');
  });

  it('docs/resilience.md shows the rates these runs give', () => {
    const docs = readFileSync(new URL('../../docs/resilience.md', import.meta.url), 'utf8');
    expect(docs).toContain(ratesTable());
  });
});
