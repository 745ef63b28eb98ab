/** The simulated time: real time, or real time shifted so that "now" was set to a given date. */
export interface Clock {
  now(): Date;
  /** The same, in ms since the epoch: what the request path reads (no Date per request). */
  nowMs(): number;
  /** Sets the current simulated time (it keeps running from there); `null` returns to real time. */
  set(date: Date | null): void;
  /** Whether the time is simulated. */
  isSimulated(): boolean;
}

/**
 * @example const clock = createClock(new Date('2031-01-01T00:00:00Z')); clock.now()
 */
export function createClock(start: Date | null = null, realNow: () => number = Date.now): Clock {
  let offset = 0;
  let simulated = false;
  const clock: Clock = {
    now: () => new Date(realNow() + offset),
    nowMs: () => realNow() + offset,
    set(date) {
      simulated = date !== null;
      offset = date === null ? 0 : date.getTime() - realNow();
    },
    isSimulated: () => simulated,
  };
  clock.set(start);
  return clock;
}
