/**
 * The simulated time: real time, or a time set to a given date that runs from there at a `speed`
 * (0 frozen, 1 real time, 3600 an hour a second).
 */
export interface Clock {
  now(): Date;
  /** The same, in ms since the epoch: what the request path reads (no Date per request). */
  nowMs(): number;
  /**
   * Sets the current simulated time, running from there at `speed` (default: the speed it has);
   * `null` returns to real time. Time and speed change in one instant, so a frozen clock reads
   * exactly `date` however long the call took.
   */
  set(date: Date | null, speed?: number): void;
  /** Whether the time is simulated. */
  isSimulated(): boolean;
  /** How fast simulated time runs: 1 for real time. */
  speed(): number;
  /** Sets the speed from the current time on (real time becomes simulated unless the speed is 1). */
  setSpeed(speed: number): void;
}

/** The last ms a JavaScript Date holds (either way from the epoch): 8.64e15, in the year 275760. */
export const maxTimeMs = 8_640_000_000_000_000;

/**
 * @example const clock = createClock(new Date('2031-01-01T00:00:00Z')); clock.now()
 */
export function createClock(start: Date | null = null, realNow: () => number = Date.now, startSpeed = 1): Clock {
  // now = base + (real time since realBase) * speed; real time is base 0, realBase 0, speed 1.
  let base = 0;
  let realBase = 0;
  let rate = 1;
  let simulated = false;
  // A running clock stops at the last date there is, so every read can still say the time.
  const nowMs = () =>
    Math.min(maxTimeMs, rate === 1 ? base + realNow() - realBase : base + Math.floor((realNow() - realBase) * rate));
  const clock: Clock = {
    now: () => new Date(nowMs()),
    nowMs,
    set(date, speed) {
      simulated = date !== null;
      if (date === null) rate = 1;
      base = date === null ? 0 : date.getTime();
      realBase = date === null ? 0 : realNow();
      if (speed !== undefined && date !== null) rate = speed;
      else if (speed !== undefined) clock.setSpeed(speed);
    },
    isSimulated: () => simulated,
    speed: () => rate,
    setSpeed(speed) {
      if (speed !== 1 || simulated) clock.set(new Date(nowMs()));
      rate = speed;
    },
  };
  clock.set(start, startSpeed);
  return clock;
}
