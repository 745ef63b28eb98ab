/**
 * Gathers items into batches, each written in one job: items added while a batch waits for its turn
 * join it, so a burst costs one write, not N. A batch is closed when its write starts, and each
 * caller's promise settles with its own batch's write.
 * @example const batches = createWriteBatches(inTurn, (pets) => adapter.append(pets)); await batches.add(pet);
 */
export function createWriteBatches<T>(
  inTurn: (job: () => Promise<void>) => Promise<void>,
  write: (items: T[]) => Promise<void>,
) {
  let open: { items: T[]; written: Promise<void> } | undefined;
  return {
    add(item: T): Promise<void> {
      if (!open) {
        const items: T[] = [];
        const batch = {
          items,
          written: inTurn(() => {
            if (open === batch) open = undefined;
            return items.length > 0 ? write(items) : Promise.resolve();
          }),
        };
        open = batch;
      }
      open.items.push(item);
      return open.written;
    },
    /** Items added and not yet being written. */
    waiting: (): readonly T[] => open?.items ?? [],
    /** Forgets the waiting items (the data they belonged to was replaced); their callers still resolve. */
    drop(): void {
      open?.items.splice(0);
    },
  };
}
