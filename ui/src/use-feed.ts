import { useEffect, useState } from 'preact/hooks';
import type { AdminEvent } from '../../core/internal.ts';
import { useSource, type FeedState } from './dashboard-source.ts';

/** Calls `listener` with every event while the component is mounted. */
export function useFeedEvents(listener: (event: AdminEvent) => void): void {
  const { feed } = useSource();
  useEffect(() => feed.subscribe(listener), [feed, listener]);
}

export function useFeedState(): FeedState {
  const { feed } = useSource();
  const [state, setState] = useState(feed.state());
  useEffect(() => {
    const stop = feed.onState(setState);
    setState(feed.state()); // it may have changed between render and now
    return stop;
  }, [feed]);
  return state;
}
