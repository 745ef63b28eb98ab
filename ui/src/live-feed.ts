import type { AdminEvent, StatePart } from '../../core/internal.ts';
import { inSandbox } from './admin-api.ts';
import type { FeedState, LiveFeed } from './dashboard-source.ts';

const everyPart: readonly StatePart[] = ['store', 'failures', 'clock', 'journal', 'coverage', 'world'];
/** How long to wait before opening a new EventSource once the browser gave up on one. */
const reopenAfterMs = 3_000;

/**
 * One EventSource on `/__admin/events` for the whole page; views subscribe to what it brings.
 * The browser reconnects by itself; when it gives up (an error answer), a new one is opened. After
 * any reconnect the server may have restarted or changes been missed, so every view is told to
 * reload (a `change` of every part).
 */
export function createLiveFeed(url = inSandbox('/events')): LiveFeed {
  const listeners = new Set<(event: AdminEvent) => void>();
  const stateListeners = new Set<(state: FeedState) => void>();
  let state: FeedState = 'connecting';
  let greeted = false;
  const setState = (next: FeedState) => {
    state = next;
    for (const listener of stateListeners) listener(next);
  };
  const dispatch = (event: AdminEvent) => {
    for (const listener of listeners) listener(event);
  };
  const connect = () => {
    const source = new EventSource(url);
    source.addEventListener('open', () => setState('live'));
    source.addEventListener('error', () => {
      setState('reconnecting');
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, reopenAfterMs);
    });
    source.addEventListener('hello', () => {
      if (greeted) for (const part of everyPart) dispatch({ type: 'change', part });
      greeted = true;
    });
    source.addEventListener('request', (event) => dispatch({ type: 'request', entry: JSON.parse(event.data) }));
    source.addEventListener('change', (event) => dispatch({ type: 'change', part: JSON.parse(event.data).part }));
    source.addEventListener('world', (event) => dispatch({ type: 'world', event: JSON.parse(event.data) }));
  };
  connect();
  return {
    state: () => state,
    subscribe(listener: (event: AdminEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onState(listener: (state: FeedState) => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
  };
}
