import { describe, expect, it } from 'vitest';
import { createSandboxRegistry, type SandboxedMock } from './sandbox-registry.ts';

interface Start {
  seed: number;
  scenario?: string;
}

/** A mock that remembers what it was built from and whether it was closed. */
function fakeMock(start: Start) {
  const mock = {
    start,
    closed: false,
    app: { handle: async () => ({ status: 200, headers: {}, body: null }) },
    admin: { handle: async () => ({ status: 200, headers: {}, body: null }) },
    simulation: { apiKeys: () => [] },
    store: { count: () => start.seed },
    close: async () => {
      mock.closed = true;
    },
  };
  return mock satisfies SandboxedMock;
}

/** A registry over fake mocks, with a clock the test moves and a list of what was dropped and why. */
function registryOf({ max = 10, idleMs = 1_000 } = {}) {
  const clock = { now: 0 };
  const dropped: string[] = [];
  const registry = createSandboxRegistry({
    build: async (start: Start) => fakeMock(start),
    start: { seed: 7 },
    idleMs,
    max,
    now: () => clock.now,
    onDrop: (name, reason) => dropped.push(`${name}: ${reason}`),
  });
  return { registry, clock, dropped };
}

describe('the sandbox registry', () => {
  it('makes a sandbox from the start state on first use, then hands the same one back, counting each use', async () => {
    const { registry } = registryOf();
    const first = await registry.use('a');
    const again = await registry.use('a');
    expect(again).toBe(first);
    expect(first.mock.start).toEqual({ seed: 7 });
    expect(first.requests).toBe(2);
  });

  it('creates or replaces one from the start state changed by the choice, closing the one replaced', async () => {
    const { registry, dropped } = registryOf();
    const old = await registry.use('a');
    const made = await registry.create('a', { scenario: 'sold-out', seed: 3 });
    expect(made.mock.start).toEqual({ seed: 3, scenario: 'sold-out' });
    expect(old.mock.closed).toBe(true);
    expect(dropped).toEqual(['a: replaced']);
    expect(registry.list().map(({ name }) => name)).toEqual(['a']);
  });

  it('drops the least recently used one past the limit', async () => {
    const { registry, dropped } = registryOf({ max: 2 });
    await registry.use('a');
    await registry.use('b');
    await registry.use('a');
    await registry.use('c');
    expect(registry.list().map(({ name }) => name)).toEqual(['a', 'c']);
    expect(dropped).toEqual(['b: limit']);
  });

  it('drops one idle for longer than its time, and keeps one in use', async () => {
    const { registry, clock, dropped } = registryOf({ idleMs: 1_000 });
    await registry.use('idle');
    await registry.use('busy');
    clock.now = 900;
    await registry.use('busy');
    clock.now = 1_000;
    expect(registry.peek('idle'), 'a sandbox past its time is no longer live').toBeUndefined();
    expect(registry.list().map(({ name }) => name)).toEqual(['busy']);
    expect(dropped).toEqual(['idle: idle']);
    expect(registry.expiresAt(registry.list()[0]!)).toBe(1_900);
  });

  it('lets a sandbox be looked at without counting it or moving it up the order', async () => {
    const { registry, clock } = registryOf();
    await registry.use('a');
    await registry.use('b');
    clock.now = 500;
    const peeked = registry.peek('a')!;
    expect([peeked.requests, peeked.lastUsed]).toEqual([1, 0]);
    expect(registry.list().map(({ name }) => name)).toEqual(['a', 'b']);
    expect(registry.peek('none')).toBeUndefined();
  });

  it('deletes one by name, and closes every one when it closes', async () => {
    const { registry, dropped } = registryOf();
    const a = await registry.use('a');
    const b = await registry.use('b');
    expect(registry.delete('a')).toBe(true);
    expect(registry.delete('a')).toBe(false);
    expect([a.mock.closed, dropped]).toEqual([true, ['a: deleted']]);
    await registry.close();
    expect([b.mock.closed, registry.list()]).toEqual([true, []]);
  });
});
