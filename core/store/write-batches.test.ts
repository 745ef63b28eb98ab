import { describe, expect, it } from 'vitest';
import { createTurns } from './in-turn.ts';
import { createWriteBatches } from './write-batches.ts';

/** A write that records each batch and finishes when told. */
function controlledWrite() {
  const batches: number[][] = [];
  const finishers: Array<(error?: Error) => void> = [];
  const write = (items: number[]) => {
    batches.push([...items]);
    return new Promise<void>((resolve, reject) => finishers.push((error) => (error ? reject(error) : resolve())));
  };
  return { write, batches, finish: (error?: Error) => finishers.shift()!(error) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createWriteBatches', () => {
  it('writes a burst as one running batch and one batch of everything added meanwhile', async () => {
    const { write, batches, finish } = controlledWrite();
    const writes = createWriteBatches(createTurns(), write);
    const first = writes.add(1);
    await tick();
    const second = writes.add(2);
    const third = writes.add(3);
    expect(second).toBe(third);
    expect(writes.waiting()).toEqual([2, 3]);
    finish();
    await first;
    await tick();
    expect(batches).toEqual([[1], [2, 3]]);
    finish();
    await Promise.all([second, third]);
  });

  it('rejects only the callers of a failed batch; the next batch still runs', async () => {
    const { write, batches, finish } = controlledWrite();
    const writes = createWriteBatches(createTurns(), write);
    const failing = writes.add(1);
    await tick();
    const next = writes.add(2);
    finish(new Error('ENOSPC'));
    await expect(failing).rejects.toThrow('ENOSPC');
    await tick();
    finish();
    await expect(next).resolves.toBeUndefined();
    expect(batches).toEqual([[1], [2]]);
  });

  it('waits its turn behind other jobs, and a dropped batch writes nothing yet resolves', async () => {
    const { write, batches } = controlledWrite();
    const inTurn = createTurns();
    let release = () => {};
    const other = inTurn(() => new Promise<void>((resolve) => (release = resolve)));
    const writes = createWriteBatches(inTurn, write);
    const dropped = writes.add(1);
    writes.drop();
    expect(writes.waiting()).toEqual([]);
    await tick();
    release();
    await other;
    await expect(dropped).resolves.toBeUndefined();
    expect(batches).toEqual([]);
  });
});
