import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { AdminEvent, StatePart } from '../../core/internal.ts';
import type { AdminInput } from '../../core/admin/admin-client.ts';
import type { AdminAnswer, AdminOperation } from '../../spec/admin-types.ts';
import type { JournalEntry, Outcome } from './admin-types.ts';
import { useSource } from './dashboard-source.ts';
import { useFeedEvents } from './use-feed.ts';

/** How often at most a view reloads while requests stream in. */
const reloadEveryMs = 300;

export interface AdminData<T> {
  outcome: Outcome<T> | undefined;
  reload(): void;
}

/** Which served requests a view reloads after. */
export type RequestFilter = (entry: JournalEntry) => boolean;
export const noRequests: RequestFilter = () => false;
export const everyRequest: RequestFilter = () => true;
/** Requests that may have changed the store: a GET never does. */
export const writes: RequestFilter = ({ method }) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/**
 * Calls `operation` (with `input`) now, again whenever the input changes, when a control changes
 * one of `parts`, and (at most every 300 ms) when a request that `follow` picks was served.
 */
export function useAdminData<Op extends AdminOperation>(
  operation: Op,
  parts: readonly StatePart[],
  follow: RequestFilter,
  input?: AdminInput<Op>,
): AdminData<AdminAnswer<Op>> {
  const source = useSource();
  const asked = JSON.stringify(input ?? {});
  // The input counts by its value, not its identity: a view may write it afresh at each render.
  const load = useCallback(() => source.call(operation, input), [source, operation, asked]);
  const [outcome, setOutcome] = useState<Outcome<AdminAnswer<Op>>>();
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
      // The world's events change the store (and the clock views): they count as a change of both.
      const changed =
        event.type === 'change'
          ? parts.includes(event.part)
          : event.type === 'world'
            ? parts.includes('store') || parts.includes('world')
            : follow(event.entry);
      if (changed) {
        pending.current ??= setTimeout(
          () => {
            pending.current = undefined;
            reload();
          },
          event.type === 'change' ? 0 : reloadEveryMs,
        );
      }
    },
    [parts, follow, reload],
  );
  useFeedEvents(onEvent);
  return { outcome, reload };
}
