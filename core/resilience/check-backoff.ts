import { count, failed, notExercised, passed } from './check-result.ts';
import { byOperation, entryList, isFailure } from './failures.ts';
import type { ObservedExchange } from '../simulation/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

/** Retries in a row that, each waiting less than the tolerance, show no backoff at all. */
const hastyWindow = 3;

/** One run: consecutive failed attempts of an operation, and the retries that followed each. */
interface Run {
  operationId: string;
  failures: ObservedExchange[];
  /** Each retry's wait: from the end of the failure before it to its arrival (none after a Retry-After). */
  waits: (number | null)[];
  /** Whether `hastyWindow` retries in a row each waited less than the tolerance. */
  hasty: boolean;
}

/**
 * `backoff`: judges the retry policy each run of consecutive failures of one operation shows, not
 * a pair of gaps. A run fails when more than `maxAttempts` attempts (the first one included) failed
 * in a row, or when three retries in a row each waited less than `tolerance` (immediate retries,
 * or a fixed short interval). Retries after an answer carrying Retry-After are left to
 * `retry-after`. Full, equal and decorrelated jitter pass: a wait may shrink at random.
 * @example checkBackoff(exchanges, resilienceDefaults).verdict // 'fail'
 */
export function checkBackoff(
  exchanges: readonly ObservedExchange[],
  { maxAttempts, tolerance }: ResilienceOptions,
): CheckResult {
  const runs = [...byOperation(exchanges)].flatMap(([operationId, attempts]) =>
    runsOf(operationId, attempts, tolerance),
  );
  const broken = runs
    .filter((run) => run.failures.length > maxAttempts || run.hasty)
    .sort((a, b) => a.failures[0]!.arrivedAt - b.failures[0]!.arrivedAt)[0];
  if (broken !== undefined) {
    const { operationId, failures, waits, hasty } = broken;
    const ids = failures.slice(0, 50).map(({ id }) => id);
    const overCap = failures.length > maxAttempts ? `, more than maxAttempts (${maxAttempts})` : '';
    const timed = waits.filter((wait): wait is number => wait !== null);
    const noWait = hasty
      ? `; its ${timed.length} ${timed.length === 1 ? 'retry' : 'retries'} waited ${sum(timed)} ms in all, and ${hastyWindow} in a row each under ${tolerance} ms is no backoff`
      : '';
    return failed(
      `${operationId} failed ${failures.length} attempts in a row${overCap}${noWait} (${entryList(ids)}).`,
      ids,
    );
  }
  if (runs.length === 0) return notExercised('No operation failed (5xx, 429 or a network fault).');
  const failures = runs.flatMap((run) => run.failures.map(({ id }) => id));
  const longest = Math.max(...runs.map((run) => run.failures.length));
  return passed(
    `Retries after ${count(failures.length, 'failure')} (${count(runs.length, 'run')}, the longest ${longest} in a row, at most ${maxAttempts} allowed) backed off: no ${hastyWindow} retries in a row each under ${tolerance} ms.`,
    failures.slice(0, 50),
  );
}

/** The runs of consecutive failures in one operation's attempts (in order of arrival). */
function runsOf(operationId: string, attempts: readonly ObservedExchange[], tolerance: number): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  for (const attempt of attempts) {
    if (run !== null) {
      const previous = run.failures.at(-1)!;
      run.waits.push(previous.retryAfterMs === null ? attempt.arrivedAt - previous.endedAt : null);
      const window = run.waits.slice(-hastyWindow);
      if (window.length === hastyWindow && window.every((wait) => wait !== null && wait < tolerance)) run.hasty = true;
    }
    if (!isFailure(attempt)) {
      run = null;
      continue;
    }
    if (run === null) runs.push((run = { operationId, failures: [], waits: [], hasty: false }));
    run.failures.push(attempt);
  }
  return runs;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
