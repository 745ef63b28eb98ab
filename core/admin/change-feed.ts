import type { JournalEntry } from '../state/journal.ts';
import { createListeners } from '../state/listeners.ts';
import type { WorldEventView } from '../world/world-port.ts';

/** A part of the state the controls can change. */
export type StatePart = 'store' | 'failures' | 'clock' | 'journal' | 'upstream' | 'coverage' | 'world';

/** What a live client of the control plane is told: a request was served, a part changed, or the world moved. */
export type AdminEvent =
  | { type: 'request'; entry: JournalEntry }
  | { type: 'change'; part: StatePart }
  | { type: 'world'; event: WorldEventView };

/** Listeners told which parts of the state changed. */
export function createChangeFeed() {
  const listeners = createListeners<StatePart>();
  return {
    emit(...parts: StatePart[]): void {
      for (const part of parts) listeners.notify(part);
    },
    subscribe: listeners.subscribe,
  };
}
