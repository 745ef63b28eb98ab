export interface CompactionTimes {
  /** Compact once no create came for this long. */
  quietMs: number;
  /** Compact at the latest this long after the first create since the last compaction, even under load. */
  maxDelayMs: number;
}

export const compactionTimes: CompactionTimes = { quietMs: 1_000, maxDelayMs: 10_000 };

/**
 * When the append log is folded into the db file. A burst of creates costs one compaction once
 * it is over, and a steady stream one every `maxDelayMs`, so the file a person reads is at most
 * that old and the log stays short. Never two compactions at once.
 * @example const schedule = createCompactionSchedule(compact); schedule.appended(); schedule.stop();
 */
export function createCompactionSchedule(
  compact: () => Promise<void>,
  { quietMs, maxDelayMs }: CompactionTimes = compactionTimes,
) {
  let timer: NodeJS.Timeout | undefined;
  let first: number | undefined;
  let last = 0;
  let running: Promise<void> | undefined;
  let stopped = false;

  const due = () => Math.min(last + quietMs, (first ?? last) + maxDelayMs);
  const arm = (at: number) => {
    timer = setTimeout(fire, Math.max(0, at - Date.now()));
    timer.unref();
  };
  function fire() {
    timer = undefined;
    if (stopped) return;
    if (running || Date.now() < due()) return arm(running ? Date.now() + quietMs : due());
    first = undefined;
    running = compact().finally(() => (running = undefined));
  }

  return {
    /** Creates reached the log. */
    appended() {
      last = Date.now();
      first ??= last;
      if (!timer) arm(due());
    },
    /** Compact as soon as possible (at start, after a hand edit). */
    soon() {
      clearTimeout(timer);
      first = last = 0;
      arm(0);
    },
    /** No more compactions from here; resolves once one that is running has ended. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
