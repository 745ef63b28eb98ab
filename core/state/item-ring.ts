/**
 * Values copied into one reused array, oldest overwritten first. The journal keeps a JSON array
 * answer's items (stored pets, shared) here rather than the array the answer was made of: a new
 * array per answer, held across collections, makes V8 grow its young generation under load.
 * @example const ring = createItemRing(64); const at = ring.put(['a', 'b']); ring.get(at, 2) // ['a', 'b']
 */
export function createItemRing(capacity: number) {
  // Grows as it fills, so a journal that records little costs little (a server may hold 1,000 sandboxes).
  let items: unknown[] = [];
  let written = 0;
  return {
    /** Copies `values` in; returns where they start, or -1 when there are more than the ring holds. */
    put(values: readonly unknown[]): number {
      if (values.length > capacity) return -1;
      const start = written;
      for (const value of values) items[written++ % capacity] = value;
      return start;
    },
    /** The `count` values put at `start`, or null once newer ones overwrote them (or the ring was cleared). */
    get(start: number, count: number): unknown[] | null {
      if (start < 0 || start < written - capacity || start + count > written) return null;
      const values = new Array<unknown>(count);
      for (let i = 0; i < count; i++) values[i] = items[(start + i) % capacity];
      return values;
    },
    clear(): void {
      items = [];
      written = 0;
    },
  };
}
