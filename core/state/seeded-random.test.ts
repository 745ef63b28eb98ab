import { describe, expect, it } from 'vitest';
import { createSeededRandom, createSeededStream } from './seeded-random.ts';

describe('a seeded stream', () => {
  it('draws what createSeededRandom draws, and goes on from a position put back as it went on then', () => {
    const stream = createSeededStream(9);
    const random = createSeededRandom(9);
    const first = Array.from({ length: 5 }, () => stream.next());
    expect(first).toEqual(Array.from({ length: 5 }, () => random()));
    const at = [...stream.position()];
    const next = Array.from({ length: 5 }, () => stream.next());
    const elsewhere = createSeededStream(1);
    elsewhere.moveTo(at);
    expect(Array.from({ length: 5 }, () => elsewhere.next())).toEqual(next);
  });
});
