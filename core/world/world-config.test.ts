import { describe, expect, it } from 'vitest';
import { durationMs, readDuration } from './world-config.ts';

describe('durations', () => {
  it('reads a number as ms and a string through ms', () => {
    expect(readDuration(1500)).toBe(1500);
    expect(readDuration('2h')).toBe(7_200_000);
  });

  it('reads a string ms cannot read as NaN, the empty one too (ms throws on it)', () => {
    for (const value of ['', ' ', 'soon', 'x'.repeat(200)]) expect(readDuration(value)).toBeNaN();
  });

  it('refuses an empty duration in a world as invalid_world, naming the field', () => {
    expect(() => durationMs('', 'world.departures.after.0')).toThrow(
      expect.objectContaining({ code: 'invalid_world', message: expect.stringContaining('world.departures.after.0') }),
    );
  });
});
