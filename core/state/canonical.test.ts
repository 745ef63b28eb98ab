import { describe, expect, it } from 'vitest';
import { createInterner, createRecordKeeper } from './canonical.ts';
import { createItemRing } from './item-ring.ts';

/** What the journal keeps once instead of once per request. */

describe('createRecordKeeper', () => {
  it('gives back the first of equal records, name for name in the same order', () => {
    const same = createRecordKeeper();
    const first = { host: '127.0.0.1:4010', authorization: 'Bearer [redacted]' };
    expect(same(first)).toBe(first);
    expect(same({ host: '127.0.0.1:4010', authorization: 'Bearer [redacted]' })).toBe(first);
    const reordered = { authorization: 'Bearer [redacted]', host: '127.0.0.1:4010' };
    expect(same(reordered)).toBe(reordered);
    const other = { host: '127.0.0.1:4011', authorization: 'Bearer [redacted]' };
    expect(same(other)).toBe(other);
    const longer = { ...first, accept: '*/*' };
    expect(same(longer)).toBe(longer);
  });

  it('never shares a record holding a repeated header, and forgets the oldest past `keep`', () => {
    const same = createRecordKeeper(2);
    const cookies = { 'set-cookie': ['a=1', 'b=2'] };
    same(cookies);
    const again = { 'set-cookie': ['a=1', 'b=2'] };
    expect(same(again)).toBe(again);
    const [a, b, c] = [{ n: '1' }, { n: '2' }, { n: '3' }];
    same(a);
    same(b);
    same(c);
    const fresh = { n: '1' };
    expect(same(fresh)).toBe(fresh);
    expect(same({ n: '3' })).toBe(c);
  });
});

describe('createInterner', () => {
  it('gives back the first equal string, and starts over past its limit', () => {
    const intern = createInterner(2);
    const path = ['/v1', 'pets'].join('/');
    expect(intern(path)).toBe(path);
    expect(intern(['/v1', 'pets'].join('/'))).toBe(path);
    intern('a');
    intern('b');
    expect(intern('/v1/pets')).toBe('/v1/pets');
  });
});

describe('createItemRing', () => {
  it('gives back what was put until newer values overwrite it; refuses more than it holds', () => {
    const ring = createItemRing(4);
    const first = ring.put(['a', 'b', 'c']);
    expect(ring.get(first, 3)).toEqual(['a', 'b', 'c']);
    const second = ring.put(['d', 'e']);
    expect(ring.get(second, 2)).toEqual(['d', 'e']);
    expect(ring.get(first, 3)).toBeNull();
    expect(ring.put(['v', 'w', 'x', 'y', 'z'])).toBe(-1);
    ring.clear();
    expect(ring.get(second, 2)).toBeNull();
  });
});
