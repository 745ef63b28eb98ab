import { describe, expect, it } from 'vitest';
import { coalesceWrites } from './coalesce-writes.ts';

/** A write that records what state it saw and finishes when told. */
function controlledWrite(state: { value: number }) {
  const seen: number[] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const write = () => {
    seen.push(state.value);
    return new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  };
  return { write, seen, finish: (error?: Error) => finishers.shift()!(error) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('coalesceWrites', () => {
  it('runs a burst of flushes as one running write and one queued write that sees every change', async () => {
    const state = { value: 0 };
    const { write, seen, finish } = controlledWrite(state);
    const flush = coalesceWrites(write);
    state.value = 1;
    const first = flush();
    state.value = 2;
    const second = flush();
    state.value = 3;
    const third = flush();
    expect(second).toBe(third);
    finish();
    await first;
    await tick();
    expect(seen).toEqual([1, 3]);
    finish();
    await Promise.all([second, third]);
    expect(seen).toEqual([1, 3]);
  });

  it('rejects the callers of a failed write and still runs the queued one', async () => {
    const state = { value: 0 };
    const { write, seen, finish } = controlledWrite(state);
    const flush = coalesceWrites(write);
    const failing = flush();
    const queued = flush();
    finish(new Error('ENOSPC'));
    await expect(failing).rejects.toThrow('ENOSPC');
    await tick();
    finish();
    await expect(queued).resolves.toBeUndefined();
    expect(seen).toHaveLength(2);
  });
});
