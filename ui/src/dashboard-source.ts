import { createContext } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import type { AdminEvent } from '../../core/internal.ts';
import type { AdminClient } from '../../core/admin/admin-client.ts';
import { remoteControls, type RemoteControls } from '../../core/admin/remote-controls.ts';

export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** What the views are told as it happens: served requests, changes made by controls, the world's events. */
export interface LiveFeed {
  state(): FeedState;
  subscribe(listener: (event: AdminEvent) => void): () => void;
  onState(listener: (state: FeedState) => void): () => void;
}

/**
 * Where the views read and steer a mock: the one typed admin client, over HTTP (the QA dashboard,
 * admin-api.ts) or to a page's own mock in process (the MSW panel, mocks/panel-source.ts). A view
 * calls an operation by its operationId; the answer is the admin API's JSON, or its Error body.
 */
export interface DashboardSource {
  /** Names the store in the header ("QA dashboard", "in this page"). */
  label: string;
  /** Whether the store can be one of the server's sandboxes (the picker is shown). */
  sandboxes: boolean;
  /** The sandbox shown, or undefined for the main store. */
  sandbox: string | undefined;
  feed: LiveFeed;
  /** Where the browser downloads the state as a scenario file (asked at the click). */
  exportHref(): string;
  call: AdminClient['call'];
}

export const DashboardSourceContext = createContext<DashboardSource | null>(null);

/** The source the views of this tree read. */
export function useSource(): DashboardSource {
  const source = useContext(DashboardSourceContext);
  if (!source) throw new Error('The dashboard views need a DashboardSourceContext provider');
  return source;
}

/** What the views act with: the verbs a test calls on its sandbox, each one call of the source's client. */
export function useControls(): RemoteControls {
  const source = useSource();
  return useMemo(() => remoteControls(source.call), [source]);
}
