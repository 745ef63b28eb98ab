export interface SandboxOptions {
  /** Dropped after this long without a request (default 30 min). */
  idleMs?: number;
  /** At most this many; one more drops the least recently used (default 1000). */
  maxCount?: number;
  /** Told of each sandbox dropped (the server logs it). */
  onDrop?: (name: string, reason: string) => void;
}

/** Defaults of `sandboxes`, when it is given. */
export const sandboxDefaults = { idleMs: 30 * 60_000, maxCount: 1000 };
