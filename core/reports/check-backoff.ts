import { judgeBackoff, minimumBase, onceIn, type BackoffDecision } from './backoff-judge.ts';
import { count, failed, notExercised, passed } from './check-result.ts';
import { byOperation, entryList, isFailure } from './failures.ts';
import type { ObservedExchange } from '../state/observed-exchange.ts';
import type { CheckResult, ResilienceOptions } from './resilience-document.ts';

/** One run: consecutive failed attempts of an operation, and the retries that followed each. */
interface Run {
  operationId: string;
  failures: ObservedExchange[];
  /** Each retry's wait: from the end of the failure before it to its arrival (none after a Retry-After). */
  waits: (number | null)[];
}

/**
 * `backoff`: judges the retry policy each run of consecutive failures of one operation shows
 * (`judgeBackoff`: how often a backoff from 50 ms would wait this little). A run fails when more
 * than `maxAttempts` attempts (the first one included) failed in a row, or when its waits are too
 * short for any backoff from 50 ms at the rate the decision states. A run too short to tell full
 * jitter from retrying at once leaves the check not exercised, naming the run length that would.
 * Retries after an answer carrying Retry-After are left to `retry-after`.
 * @example checkBackoff(exchanges, resilienceDefaults).verdict // 'fail'
 */
export function checkBackoff(exchanges: readonly ObservedExchange[], options: ResilienceOptions): CheckResult {
  const { maxAttempts } = options;
  const runs = [...byOperation(exchanges)]
    .flatMap(([operationId, attempts]) => runsOf(operationId, attempts))
    .sort((a, b) => a.failures[0]!.arrivedAt - b.failures[0]!.arrivedAt);
  if (runs.length === 0) return notExercised('No operation failed (5xx, 429 or a network fault).');
  const judged = runs.map((run) => ({ run, decision: judgeBackoff(run.waits, options) }));
  const uncapped = runs.find((run) => run.failures.length > maxAttempts);
  if (uncapped !== undefined) {
    const ids = idsOf(uncapped);
    return failed(
      `${uncapped.operationId} failed ${uncapped.failures.length} attempts in a row, more than maxAttempts (${maxAttempts} attempts, the first included) (${entryList(ids)}).`,
      ids,
    );
  }
  const hasty = judged.find(({ decision }) => decision.verdict === 'fail');
  if (hasty !== undefined) {
    const { run, decision } = hasty;
    const ids = idsOf(run);
    return failed(
      `${run.operationId} failed ${run.failures.length} attempts in a row (${entryList(ids)}); ${gapsOf(run)}: ${chanceSentence(decision)}, so this is no backoff (this verdict fails a backoff from ${minimumBase} ms ${onceIn(rateOf(decision))}).`,
      ids,
    );
  }
  const retried = judged.filter(({ run }) => run.waits.some((wait) => wait !== null));
  const decided = retried.filter(({ decision }) => decision.verdict === 'pass');
  const undecided = retried.find(({ decision }) => decision.verdict === 'undecided');
  if (decided.length === 0 && undecided !== undefined) return notExercisedBy(undecided.run, undecided.decision);
  const ids = runs.flatMap((run) => run.failures.map(({ id }) => id));
  const longest = Math.max(...runs.map((run) => run.failures.length));
  const rate = Math.max(0, ...decided.map(({ decision }) => rateOf(decision)));
  const told =
    decided.length === 0
      ? 'no run retried'
      : `${onceIn(rate)} would this verdict fail a backoff from ${minimumBase} ms`;
  return passed(
    `Retries after ${count(ids.length, 'failure')} (${count(runs.length, 'run')}, the longest ${longest} in a row, at most ${maxAttempts} attempts allowed, the first included) backed off: ${told}.`,
    ids.slice(0, 50),
  );
}

function notExercisedBy(run: Run, decision: BackoffDecision): CheckResult {
  const retries = run.waits.length;
  const needed = decision.verdict === 'undecided' ? decision.attemptsNeeded : null;
  const cure =
    needed === null
      ? 'lower the tolerance to tell them apart'
      : `make the failure run ${needed} long: --fail ${run.operationId}:${effectOf(run.failures[0]!)}*${needed}`;
  return notExercised(
    `${retries} ${retries === 1 ? 'retry' : 'retries'} of ${run.operationId} (${gapsOf(run)}) cannot tell full jitter from immediate retries; ${cure}.`,
  );
}

/** The failure as `--fail` writes its effect: `503`, `reset`. */
const effectOf = ({ fault, status }: ObservedExchange) => fault ?? String(status ?? 503);
const idsOf = (run: Run) => run.failures.slice(0, 50).map(({ id }) => id);
const rateOf = (decision: BackoffDecision) => (decision.verdict === 'undecided' ? 1 : decision.rate);

/** `gaps 3, 5, 2 ms`, each retry's wait (a retry after Retry-After left out). */
const gapsOf = (run: Run) =>
  `gaps ${run.waits
    .filter((wait): wait is number => wait !== null)
    .slice(0, 20)
    .map((wait) => Math.round(wait))
    .join(', ')} ms`;

/** `a backoff from 50 ms gives gaps this small less than once in a million`. */
const chanceSentence = (decision: BackoffDecision) =>
  `a backoff from ${minimumBase} ms gives gaps this small ${onceIn(decision.chance)}`;

/** The runs of consecutive failures in one operation's attempts (in order of arrival). */
function runsOf(operationId: string, attempts: readonly ObservedExchange[]): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  for (const attempt of attempts) {
    if (run !== null) {
      const previous = run.failures.at(-1)!;
      run.waits.push(previous.retryAfterMs === null ? attempt.arrivedAt - previous.endedAt : null);
    }
    if (!isFailure(attempt)) {
      run = null;
      continue;
    }
    if (run === null) runs.push((run = { operationId, failures: [], waits: [] }));
    run.failures.push(attempt);
  }
  return runs;
}
