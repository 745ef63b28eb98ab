/**
 * A set of listeners told of each value. One that throws is reported and skipped: a subscriber's
 * fault must not fail the request being recorded or the control being applied.
 */
export function createListeners<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    /** Whether anyone listens: lets a caller skip building a value nobody reads. */
    any: (): boolean => listeners.size > 0,
    notify(value: T): void {
      for (const listener of listeners) {
        try {
          listener(value);
        } catch (error) {
          console.error('animal-store-mock: a subscriber threw; it is skipped for this event:', error);
        }
      }
    },
    /** Calls `listener` with each value; returns the way to stop. */
    subscribe(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
