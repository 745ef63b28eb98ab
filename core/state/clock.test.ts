import { describe, expect, it } from 'vitest';
import { createClock } from './clock.ts';

/** A real clock that moves 1 ms every time it is read, as a busy machine's may between two reads. */
const ticking = (start: number) => {
  let now = start;
  return () => now++;
};

describe('the simulated clock', () => {
  const date = new Date('2030-03-01T00:00:00.000Z');

  it('starts frozen at exactly the date it is given, however much real time the start took', () => {
    const clock = createClock(date, ticking(1_000), 0);
    expect(clock.now().toISOString()).toBe(date.toISOString());
    expect(clock.nowMs()).toBe(date.getTime());
  });

  it('is set to a date and frozen in one instant', () => {
    const clock = createClock(null, ticking(1_000));
    clock.set(date, 0);
    expect(clock.nowMs()).toBe(date.getTime());
    expect(clock.speed()).toBe(0);
  });

  it('keeps its speed when only the date is set, and runs from the date at that speed', () => {
    const realNow = ticking(1_000);
    const clock = createClock(date, realNow, 3600);
    clock.set(date);
    expect(clock.speed()).toBe(3600);
    expect(clock.nowMs()).toBe(date.getTime() + 3600);
  });

  it('returns to real time at speed 1, and to simulated time from now at another speed', () => {
    const clock = createClock(date, ticking(5_000), 0);
    clock.set(null);
    expect([clock.isSimulated(), clock.speed()]).toEqual([false, 1]);
    clock.set(null, 0);
    expect([clock.isSimulated(), clock.speed()]).toEqual([true, 0]);
    expect(clock.nowMs()).toBe(clock.nowMs());
  });
});
