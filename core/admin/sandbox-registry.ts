import type { Scenario } from '../store/scenario-types.ts';
import type { RequestHandler } from '../exchange/exchange.ts';

/** What a sandbox's mock must offer: its API, its control plane, its keys, its pet count, and a way to end it. */
export interface SandboxedMock {
  app: RequestHandler;
  admin: RequestHandler;
  simulation: { apiKeys(): readonly string[] };
  store: { count(): number };
  close(): Promise<void>;
}

/** What a sandbox may be created with, in place of the start state's own: a scenario (a built-in's name, or a value), a seed, a count. */
export interface SandboxChoice {
  scenario?: string | Scenario | undefined;
  seed?: number;
  count?: number;
}

export interface SandboxRegistryOptions<M extends SandboxedMock, S extends object> {
  /** Builds a sandbox's mock from a start state (the assembly, handed in so that the registry does not import it). */
  build: (start: S) => Promise<M>;
  /** What every sandbox starts from: the main mock's start state, which holds no resource of the host. */
  start: S;
  /** Dropped after this long without a request. */
  idleMs: number;
  /** At most this many; one more drops the least recently used. */
  max: number;
  /** Told of each sandbox dropped, and why. */
  onDrop?: (name: string, reason: 'idle' | 'limit' | 'deleted' | 'replaced') => void;
  /** Real time in ms (idle expiry does not follow a sandbox's simulated clock). */
  now?: () => number;
}

export interface Sandbox<M extends SandboxedMock = SandboxedMock> {
  name: string;
  mock: M;
  /** Requests served, API and admin. */
  requests: number;
  lastUsed: number;
}

/**
 * The sandboxes of one server: each a whole mock built by `build` from the start options, in
 * memory, kept in least-recently-used order (a Map's insertion order: a use moves it to the end).
 * @example const sandboxes = createSandboxRegistry({ build: createMock, start, idleMs: 1_800_000, max: 1000 }); (await sandboxes.use('w1')).mock.app
 */
export function createSandboxRegistry<M extends SandboxedMock, S extends object = object>({
  build,
  start,
  idleMs,
  max,
  onDrop = () => {},
  now = Date.now,
}: SandboxRegistryOptions<M, S>) {
  type Entry = Sandbox<M>;
  const sandboxes = new Map<string, Entry>();
  const creating = new Map<string, Promise<Entry>>();

  const drop = (name: string, reason: Parameters<typeof onDrop>[1]) => {
    const sandbox = sandboxes.get(name);
    if (!sandbox) return false;
    sandboxes.delete(name);
    void sandbox.mock.close();
    onDrop(name, reason);
    return true;
  };

  /** Drops the idle ones: the oldest come first, so the walk stops at the first one in use. */
  const sweep = () => {
    const cutoff = now() - idleMs;
    for (const sandbox of sandboxes.values()) {
      if (sandbox.lastUsed > cutoff) break;
      drop(sandbox.name, 'idle');
    }
  };

  const add = (sandbox: Entry) => {
    if (sandboxes.has(sandbox.name)) drop(sandbox.name, 'replaced');
    sandboxes.set(sandbox.name, sandbox);
    while (sandboxes.size > max) drop(sandboxes.keys().next().value!, 'limit');
    return sandbox;
  };

  const create = async (name: string, choice: SandboxChoice): Promise<Entry> => {
    const mock = await build({ ...start, ...choice });
    return add({ name, mock, requests: 0, lastUsed: now() });
  };

  /** A first use's sandbox: one made meanwhile (an explicit create) is kept, and this one let go. */
  const createUnlessMade = async (name: string): Promise<Entry> => {
    const mock = await build(start);
    const made = sandboxes.get(name);
    if (!made) return add({ name, mock, requests: 0, lastUsed: now() });
    void mock.close();
    return made;
  };

  /**
   * Counts a request to a sandbox and moves it to the most recently used end, only while it is the
   * live one of its name: one dropped or replaced meanwhile is never put back.
   */
  const touch = (sandbox: Entry): Entry => {
    if (sandboxes.get(sandbox.name) === sandbox) {
      sandboxes.delete(sandbox.name);
      sandboxes.set(sandbox.name, sandbox);
    }
    sandbox.requests++;
    sandbox.lastUsed = now();
    return sandbox;
  };

  /**
   * The live sandbox of that name, counted as used; undefined when there is none yet. A request to
   * an existing sandbox costs this one lookup, with no promise in between.
   */
  const used = (name: string): Entry | undefined => {
    sweep();
    const sandbox = sandboxes.get(name);
    return sandbox && touch(sandbox);
  };

  return {
    used,
    /** The live sandbox of that name, neither counted nor moved (for checks before a request is let in). */
    peek(name: string): Entry | undefined {
      const sandbox = sandboxes.get(name);
      return sandbox && sandbox.lastUsed > now() - idleMs ? sandbox : undefined;
    },
    /** The sandbox of that name, created from the start state on first use; counts the request. */
    async use(name: string): Promise<Entry> {
      const live = used(name);
      if (live) return live;
      // Two first requests at once share one creation.
      let pending = creating.get(name);
      if (!pending) creating.set(name, (pending = createUnlessMade(name).finally(() => creating.delete(name))));
      const made = await pending;
      // Replaced or dropped while it was built: the request goes to the one in place now, if any.
      return touch(sandboxes.get(name) ?? made);
    },
    /** Creates one, or replaces the one of that name, from the start state changed by `choice`. */
    create(name: string, choice: SandboxChoice = {}): Promise<Entry> {
      sweep();
      return create(name, choice);
    },
    delete: (name: string): boolean => drop(name, 'deleted'),
    /** Least recently used first. */
    list(): Entry[] {
      sweep();
      return [...sandboxes.values()];
    },
    expiresAt: (sandbox: Entry): number => sandbox.lastUsed + idleMs,
    sweep,
    /** Drops every sandbox (the server is stopping). */
    async close(): Promise<void> {
      const all = [...sandboxes.values()];
      sandboxes.clear();
      await Promise.all(all.map(({ mock }) => mock.close()));
    },
  };
}

export type SandboxRegistry<M extends SandboxedMock = SandboxedMock> = ReturnType<
  typeof createSandboxRegistry<M, object>
>;
