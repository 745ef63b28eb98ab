import { createContext } from 'preact';
import { useContext, useEffect, useState } from 'preact/hooks';
import type { AdminEvent } from '../../core/index.ts';
import { adminBase } from './admin-api.ts';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

/**
 * One EventSource on `/__admin/events` for the whole page; views subscribe to what it brings.
 * The browser reconnects by itself (sending Last-Event-ID, so no request is missed).
 */
export function createLiveFeed(url = `${adminBase}/events`) {
  const listeners = new Set<(event: AdminEvent) => void>();
  const stateListeners = new Set<(state: FeedState) => void>();
  let state: FeedState = 'connecting';
  const setState = (next: FeedState) => {
    state = next;
    for (const listener of stateListeners) listener(next);
  };
  const source = new EventSource(url);
  const dispatch = (event: AdminEvent) => {
    for (const listener of listeners) listener(event);
  };
  source.addEventListener('open', () => setState('live'));
  source.addEventListener('error', () => setState(source.readyState === EventSource.CLOSED ? 'connecting' : 'reconnecting'));
  source.addEventListener('request', (event) => dispatch({ type: 'request', entry: JSON.parse(event.data) }));
  source.addEventListener('change', (event) => dispatch({ type: 'change', part: JSON.parse(event.data).part }));
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

export type LiveFeed = ReturnType<typeof createLiveFeed>;

export const LiveFeedContext = createContext<LiveFeed | null>(null);

export function useLiveFeed(): LiveFeed {
  const feed = useContext(LiveFeedContext);
  if (!feed) throw new Error('useLiveFeed needs a LiveFeedContext provider');
  return feed;
}

/** Calls `listener` with every event while the component is mounted. */
export function useFeedEvents(listener: (event: AdminEvent) => void): void {
  const feed = useLiveFeed();
  useEffect(() => feed.subscribe(listener), [feed, listener]);
}

export function useFeedState(): FeedState {
  const feed = useLiveFeed();
  const [state, setState] = useState(feed.state());
  useEffect(() => {
    const stop = feed.onState(setState);
    setState(feed.state()); // it may have changed between render and now
    return stop;
  }, [feed]);
  return state;
}
