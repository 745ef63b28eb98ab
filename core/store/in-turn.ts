/**
 * Runs jobs one at a time in the order they were asked for; a failed job does not stop the next.
 * @example const inTurn = createTurns(); await inTurn(() => adapter.write(data));
 */
export function createTurns(): <T>(job: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (job) => {
    const run = tail.then(job);
    tail = run.catch(() => undefined);
    return run;
  };
}
