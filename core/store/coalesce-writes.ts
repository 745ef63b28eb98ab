/**
 * Wraps a full-state write so that callers arriving while one runs share the next one:
 * each caller's change is on disk when its promise resolves, and a burst costs two writes, not N.
 * @example const flush = coalesceWrites(() => db.write()); await flush();
 */
export function coalesceWrites(write: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  const start = (): Promise<void> => {
    const current = write().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };

  return () => {
    if (queued) return queued;
    if (!running) return start();
    queued = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
