/** A journal as the shared budget sees it: where its oldest kept body stands, and a way to drop it. */
export interface BodyHolder {
  /** The stamp of its oldest body still kept (undefined when it keeps none). */
  oldestStamp(): number | undefined;
  /** Drops its oldest kept body; resolves with the bytes freed (0 when none was left). */
  dropOldest(): number;
}

/**
 * One byte budget for the bodies of several journals (a server's and each of its sandboxes'), so
 * `--journal-bytes` bounds them all together: past it, the oldest bodies of any journal go first.
 * @example const budget = createBodyBudget(4 * 1024 * 1024); const leave = budget.join(holder); budget.add(1024);
 */
export function createBodyBudget(limit: number) {
  const holders = new Set<BodyHolder>();
  let used = 0;
  let stamps = 0;
  const oldestHolder = (): BodyHolder | undefined => {
    let oldest: { holder: BodyHolder; stamp: number } | undefined;
    for (const holder of holders) {
      const stamp = holder.oldestStamp();
      if (stamp !== undefined && (oldest === undefined || stamp < oldest.stamp)) oldest = { holder, stamp };
    }
    return oldest?.holder;
  };
  return {
    limit,
    /** The bytes all journals keep now. */
    used: (): number => used,
    /** A stamp for a body recorded now: bodies with smaller stamps are older, across journals. */
    stamp: (): number => ++stamps,
    /** Counts a journal in; returns the way out (its bytes are then released by the caller). */
    join(holder: BodyHolder): () => void {
      holders.add(holder);
      return () => holders.delete(holder);
    },
    /** Counts `bytes` just kept, then drops the oldest bodies of any journal until all fit. */
    add(bytes: number): void {
      used += bytes;
      while (used > limit) {
        const holder = oldestHolder();
        const freed = holder?.dropOldest() ?? 0;
        if (freed === 0) break;
        used -= freed;
      }
    },
    /** Counts out `bytes` a journal let go of itself (an entry overwritten, a journal cleared or closed). */
    release(bytes: number): void {
      used -= bytes;
    },
  };
}

export type BodyBudget = ReturnType<typeof createBodyBudget>;
