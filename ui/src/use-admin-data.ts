import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AdminEvent, StatePart } from '../../core/index.ts';
import type { Outcome } from './admin-api.ts';
import { useFeedEvents } from './live-feed.ts';

/** How often at most a view reloads while requests stream in. */
const reloadEveryMs = 300;

export interface AdminData<T> {
  outcome: Outcome<T> | undefined;
  reload(): void;
}

/**
 * Loads `load()` now, again whenever its inputs change, when a control changes one of `parts`,
 * and (at most every 300 ms) when a request was served, if `followRequests`.
 */
export function useAdminData<T>(load: () => Promise<Outcome<T>>, parts: readonly StatePart[], followRequests: boolean): AdminData<T> {
  const [outcome, setOutcome] = useState<Outcome<T>>();
  const latest = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reload = useCallback(() => {
    const call = ++latest.current;
    void load().then((result) => {
      // An older answer arriving late must not replace a newer one.
      if (call === latest.current) setOutcome(result);
    });
  }, [load]);
  useEffect(reload, [reload]);
  useEffect(() => () => clearTimeout(pending.current), []);
  const onEvent = useCallback(
    (event: AdminEvent) => {
      if (event.type === 'change' ? parts.includes(event.part) : followRequests) {
        pending.current ??= setTimeout(() => {
          pending.current = undefined;
          reload();
        }, event.type === 'change' ? 0 : reloadEveryMs);
      }
    },
    [parts, followRequests, reload],
  );
  useFeedEvents(onEvent);
  return { outcome, reload };
}
