import { describe, expect, it } from 'vitest';
import { StoreLoadError } from '../store/check-store-data.ts';
import { storedWorld } from './stored-world.ts';

const record = (clock: { now: number | null; speed: number }) => ({ clock, world: null, state: null, seq: 0 });

describe('the record the world keeps in the db file', () => {
  it('is taken back when it has the documented shape, and is absent when none was kept', () => {
    expect(storedWorld(record({ now: Date.parse('2030-01-01T00:00:00Z'), speed: 0 }))).toEqual(
      record({ now: 1893456000000, speed: 0 }),
    );
    expect(storedWorld(undefined)).toBeUndefined();
  });

  it('refuses the file, naming the field, when a hand edit puts the clock past what a Date holds or its speed past the maximum', () => {
    expect(() => storedWorld(record({ now: 1e300, speed: 1 }))).toThrow(StoreLoadError);
    expect(() => storedWorld(record({ now: 1e300, speed: 1 }))).toThrow(/meta\.world\.clock\.now/);
    expect(() => storedWorld(record({ now: null, speed: 1e300 }))).toThrow(/meta\.world\.clock\.speed/);
    expect(() => storedWorld({ clock: { now: null, speed: 1 } })).toThrow(/meta\.world/);
  });
});
