import type { WorldEventView } from './world-port.ts';

/** How many of the newest world events a mock keeps for `GET /__admin/world/events`. */
export const worldEventsKept = 1000;

/**
 * The newest world events, in seq order, in memory (the db file keeps the world's state, not its history).
 * @example const log = createWorldLog(); log.add(events); log.since(0)
 */
export function createWorldLog(kept = worldEventsKept) {
  let events: WorldEventView[] = [];
  return {
    add(added: readonly WorldEventView[]): void {
      if (added.length === 0) return;
      events = [...events, ...added].slice(-kept);
    },
    /** The kept events with a seq above `since`, oldest first. */
    since(since: number): WorldEventView[] {
      let low = 0;
      let high = events.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (events[middle]!.seq <= since) low = middle + 1;
        else high = middle;
      }
      return events.slice(low);
    },
  };
}
